import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '#domain/auth/permissions.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { previewTokenParamsSchema } from '#domain/shared/preview.schema.ts';
import { z } from '#domain/shared/zod.ts';
import type { AuditContext } from '../modules/audit/audit.service.ts';
import type { SignedInAccount } from '../modules/auth/auth-types.ts';
import { auditContext, currentAccount } from '../plugins/auth.ts';

/** What an area's revisions service answers the shared routes (decisions 042 and 053). */
export type RevisionUseCases = {
  list(actor: SignedInAccount, id: string): Promise<unknown>;
  get(actor: SignedInAccount, id: string, revisionId: string): Promise<unknown>;
  difference(actor: SignedInAccount, id: string, revisionId: string): Promise<unknown>;
  restore(actor: SignedInAccount, ctx: AuditContext, id: string, revisionId: string): Promise<unknown>;
};

/** An area's revisions routes: where its items are, who may use them, and what each answer is. */
export type RevisionRoutes = {
  /** The item's address, e.g. `/api/news/:id`. */
  item: string;
  tag: string;
  permission: Permission;
  params: z.ZodObject<{ id: z.ZodType<string> }>;
  /** The area's name for a revision that is not there. */
  notFound: string;
  /** The area's words for the OpenAPI document. */
  summaries: { list: string; one: string; difference: string; restore: string };
  responses: { list: z.ZodType; one: z.ZodType; difference: z.ZodType; restored: z.ZodType };
  restoredMessage: string;
  revisions: RevisionUseCases;
};

/**
 * The list of an item's revisions, one revision, its difference with now and its restore (decisions 042 and 053):
 * the same four routes for every area that keeps revisions, declared once.
 */
export function registerRevisionRoutes(app: FastifyInstance, opts: RevisionRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { revisions, tag, permission } = opts;
  const revisionParams = opts.params.extend({ revisionId: z.string().max(100, opts.notFound) });
  const secured = { tags: [tag], security: [{ bearer: [] }] };

  r.get(`${opts.item}/revisions`, {
    config: { permission },
    schema: {
      ...secured,
      summary: opts.summaries.list,
      params: opts.params,
      response: { 200: opts.responses.list, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.list(currentAccount(request), request.params.id),
    }),
  });

  r.get(`${opts.item}/revisions/:revisionId`, {
    config: { permission },
    schema: {
      ...secured,
      summary: opts.summaries.one,
      params: revisionParams,
      response: { 200: opts.responses.one, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.get(currentAccount(request), request.params.id, request.params.revisionId),
    }),
  });

  r.get(`${opts.item}/revisions/:revisionId/diff`, {
    config: { permission },
    schema: {
      ...secured,
      summary: opts.summaries.difference,
      params: revisionParams,
      response: { 200: opts.responses.difference, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.difference(currentAccount(request), request.params.id, request.params.revisionId),
    }),
  });

  r.post(`${opts.item}/revisions/:revisionId/restore`, {
    config: { permission, changesPublicPages: true },
    schema: {
      ...secured,
      summary: opts.summaries.restore,
      params: revisionParams,
      body: z.strictObject({}).nullish(),
      response: { 200: opts.responses.restored, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.restore(
        currentAccount(request),
        auditContext(request),
        request.params.id,
        request.params.revisionId,
      ),
      message: opts.restoredMessage,
    }),
  });
}

/**
 * The public answer of a preview link (decisions 042 and 053): never kept by a browser, a proxy or the page cache,
 * and never indexed; 404 for a link that expired or was forged.
 */
export function registerPreviewAnswer(
  app: FastifyInstance,
  opts: {
    path: string;
    tag: string;
    summary: string;
    response: z.ZodType;
    open: (token: string) => Promise<unknown>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(opts.path, {
    config: { policy: 'public' },
    schema: {
      tags: [opts.tag],
      summary: opts.summary,
      params: previewTokenParamsSchema,
      response: { 200: opts.response, ...failures(400, 404) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { success: true as const, data: await opts.open(request.params.token) };
    },
  });
}

/** A preview link's reply: the signed path and its absolute address under PUBLIC_URL. */
export const previewLinkReply = (
  link: { token: string; path: string; expiresAt: string },
  publicUrl: string,
) => ({
  success: true as const,
  data: { ...link, url: `${publicUrl}${link.path}` },
});
