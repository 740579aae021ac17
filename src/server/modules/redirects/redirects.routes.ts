import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayBeRedirected, normaliseRedirectPath } from '#domain/redirects/redirect.rules.ts';
import {
  redirectInputSchema,
  redirectListQuerySchema,
  redirectListResponseSchema,
  redirectResponseSchema,
} from '#domain/redirects/redirect.schema.ts';
import { REDIRECT_MESSAGES, redirectsResource } from '#domain/redirects/redirects.resource.ts';
import { failures, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { auditContext } from '../../plugins/auth.ts';
import type { RedirectsService } from './redirects.service.ts';

const idParams = z.object({ id: z.string().max(100, 'Không tìm thấy chuyển hướng này') });

// browsers keep a moved address for an hour, not for ever: an admin may remove a redirect they added by mistake
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
// the table held in memory is read again when the page cache's generation moves (every change of what public
// pages show, on every instance) and at least this often
const TABLE_TTL_MS = 60_000;

/**
 * Old public addresses (decision 042): GET and HEAD of a redirected path answer 301 with its new address, before
 * any page is rendered or a 404 is given; the API, the admin and the assets are never redirected. The admin's
 * list under /api/redirects. A plugin without encapsulation, so its look-up sees every request.
 */
export const redirectsRoutes = fp(
  async (app: FastifyInstance, opts: { redirects: RedirectsService; clock?: () => number }) => {
    const { redirects } = opts;
    const now = opts.clock ?? Date.now;
    let held: { generation: number; at: number; table: Promise<Map<string, string>> } | undefined;

    function table(): Promise<Map<string, string>> {
      const generation = app.pageCache.beginGeneration();
      const t = now();
      if (!held || held.generation !== generation || t - held.at > TABLE_TTL_MS) {
        const loading = redirects.table();
        const entry = { generation, at: t, table: loading };
        held = entry;
        loading.catch(() => {
          if (held === entry) held = undefined;
        });
      }
      return held.table;
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url;
      const q = url.indexOf('?');
      const rawPath = q === -1 ? url : url.slice(0, q);
      if (!mayBeRedirected(rawPath)) return;
      const path = normaliseRedirectPath(rawPath);
      if (path === null) return;
      let target: string | undefined;
      try {
        target = (await table()).get(path);
      } catch (error) {
        // the table cannot be read: the page answers as it would without redirects
        request.log.error({ err: error }, 'redirects table read failed');
        return;
      }
      if (target === undefined) return;
      return reply
        .code(301)
        .header('location', encodeURI(target) + (q === -1 ? '' : url.slice(q)))
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .send();
    });

    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/redirects', {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: ['redirects'],
        summary: 'Danh sách chuyển hướng (địa chỉ cũ → địa chỉ mới), mới nhất trước',
        security: [{ bearer: [] }],
        querystring: redirectListQuerySchema,
        response: { 200: redirectListResponseSchema, ...failures(400, 401, 403) },
      },
      handler: async (request) => {
        const { items, pagination } = await redirects.list(request.query);
        return { success: true as const, data: items, pagination };
      },
    });

    r.post('/api/redirects', {
      config: { permission: 'redirects.manage', changesPublicPages: true },
      schema: {
        tags: ['redirects'],
        summary: 'Thêm chuyển hướng 301 cho một địa chỉ công khai (chuỗi chuyển hướng rút về một bước)',
        security: [{ bearer: [] }],
        body: redirectInputSchema,
        response: { 201: redirectResponseSchema, ...failures(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const data = await redirects.create(auditContext(request), request.body);
        return reply.status(201).send({ success: true as const, data, message: REDIRECT_MESSAGES.created });
      },
    });

    r.delete('/api/redirects/:id', {
      config: { permission: 'redirects.manage', changesPublicPages: true },
      schema: {
        tags: ['redirects'],
        summary: 'Xóa một chuyển hướng',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: successMessage, ...failures(400, 401, 403, 404) },
      },
      handler: async (request) => {
        await redirects.remove(auditContext(request), request.params.id);
        return { success: true as const, message: redirectsResource.messages.done.trash };
      },
    });
  },
  { name: 'redirects', dependencies: ['page-cache', 'auth'] },
);
