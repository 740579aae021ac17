import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AdminResource,
  INVALID_FLAG_MESSAGE,
  type ResourceCall,
  type TrashAction,
} from '#domain/shared/admin-resource.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';

/** One trash action of an area: what it answers, and the use case it runs (its `data`, or nothing). */
export type TrashActionRoute = {
  summary: string;
  /** the 200 reply's schema (the allowlist of what leaves the server) */
  response: z.ZodType;
  failures: number[];
  /** a body the action accepts (spec 001 §7: restore may send `{ isDeleted: false }`) */
  body?: z.ZodType;
  run: (id: string, request: FastifyRequest) => Promise<unknown>;
};

export type TrashRoutes = {
  params: z.ZodType<{ id: string }>;
  /** the action changes what public pages show: empty the page cache after it */
  changesPublicPages?: boolean;
  listTrash: {
    summary: string;
    querystring: z.ZodType;
    response: z.ZodType;
    /** the reply's body beside `success`: `{ data }`, or `{ data, pagination }` */
    run: (query: never, request: FastifyRequest) => Promise<object>;
  };
} & Record<TrashAction, TrashActionRoute>;

const ACTIONS: TrashAction[] = ['trash', 'restore', 'deletePermanently'];
const sameRoute = (a: ResourceCall, b: ResourceCall) => a.method === b.method && a.path === b.path;

/**
 * Registers an area's trash routes from its declaration (docs/decisions/039): list the trash, move to it,
 * restore, delete for good, at the spec's paths, each with the declared permission, its schemas and the
 * declared message. Two actions on one path (spec 002 §7: `DELETE …?permanent=true`) become one route that the
 * query's flag chooses between.
 */
export function registerTrashRoutes(app: FastifyInstance, resource: AdminResource, routes: TrashRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: resource.permission, changesPublicPages: routes.changesPublicPages ?? false };
  const common = { tags: [resource.name], security: [{ bearer: [] }] };

  r.route({
    method: 'GET',
    url: resource.calls.listTrash,
    config: { permission: resource.permission },
    schema: {
      ...common,
      summary: routes.listTrash.summary,
      querystring: routes.listTrash.querystring,
      response: { 200: routes.listTrash.response, ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await routes.listTrash.run(request.query as never, request)),
    }),
  });

  const reply = async (action: TrashAction, request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const data = await routes[action].run(id, request);
    const message = resource.messages.done[action];
    return data === undefined
      ? { success: true as const, message }
      : { success: true as const, data, message };
  };

  const registered = new Set<TrashAction>();
  for (const action of ACTIONS) {
    if (registered.has(action)) continue;
    const call = resource.calls[action];
    const shared = ACTIONS.find((other) => other !== action && sameRoute(call, resource.calls[other]));
    const route = routes[action];
    const options: RouteOptions = {
      method: call.method,
      url: call.path,
      config,
      schema: {
        ...common,
        summary: route.summary,
        params: routes.params,
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.response, ...failures(...route.failures) },
      },
      handler: async (request) => reply(action, request),
    };
    if (shared) {
      const flagged = resource.calls[shared].query ? shared : action;
      const plain = flagged === shared ? action : shared;
      const [flag, on] = Object.entries(resource.calls[flagged].query ?? {})[0] ?? ['', ''];
      options.schema = {
        ...options.schema,
        summary: `${routes[plain].summary}; ?${flag}=${on} để ${routes[flagged].summary.toLowerCase()}`,
        querystring: z.object({ [flag]: z.enum([on, 'false'], { error: INVALID_FLAG_MESSAGE }).optional() }),
        response: {
          200: z.union([routes[plain].response, routes[flagged].response]),
          ...failures(...new Set([...routes[plain].failures, ...routes[flagged].failures])),
        },
      };
      options.handler = async (request) => {
        const query = request.query as Record<string, string | undefined>;
        return reply(query[flag] === on ? flagged : plain, request);
      };
      registered.add(shared);
    }
    registered.add(action);
    r.route(options);
  }
}
