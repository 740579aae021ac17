import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { AuthService, AuthUser } from '../modules/auth/auth.service.ts';

/**
 * Every /api route declares who may call it (ARCHITECTURE.md, Security model):
 * - public: anyone;
 * - authenticated: any signed-in admin-side user (admin or staff);
 * - news: the news administration, open to admin and staff (ownership is checked by the news service);
 * - admin: the admin role only. Staff reach only the news administration (spec 000 §6).
 */
export type Policy = 'public' | 'authenticated' | 'news' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    auth: AuthService;
    /** Every /api route with its policy, as registered: the route-policy tests walk it. */
    routePolicies: Array<{ method: string; url: string; policy: Policy }>;
  }
}

// Routes that plugins register for us are public: the OpenAPI viewer and the media files.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs', '/api/public/'];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: AuthService }) => {
    app.decorate('auth', opts.auth);
    app.decorateRequest('user', null);
    const routePolicies: Array<{ method: string; url: string; policy: Policy }> = [];
    app.decorate('routePolicies', routePolicies);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        route.config = { ...route.config, policy: route.config?.policy ?? 'public' };
        return;
      }
      const policy = route.config?.policy;
      if (!policy) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no auth policy (config.policy)`);
      }
      for (const method of [route.method].flat()) routePolicies.push({ method, url: route.url, policy });
    });

    app.addHook('onRequest', async (request) => {
      const policy = request.routeOptions.config.policy;
      if (policy === 'public') return;
      if (!policy) {
        // deny by default (issue 11 item 6): an /api route this hook never saw (registered before the plugin)
        // declares nothing, so it is refused; plugins' own public routes and the web pages carry no policy
        const path = request.url;
        if (!path.startsWith('/api') || PLUGIN_PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)))
          return;
        throw new AppError('FORBIDDEN', 403, 'Bạn không có quyền truy cập chức năng này');
      }
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', 401, 'Vui lòng đăng nhập để tiếp tục');
      const user = await opts.auth.authenticate(token);
      if (!user) throw new AppError('UNAUTHORIZED', 401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      if (policy === 'admin' && user.role !== 'admin') {
        throw new AppError('FORBIDDEN', 403, 'Bạn không có quyền truy cập chức năng này');
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** The signed-in user of a route whose policy is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401, 'Vui lòng đăng nhập để tiếp tục');
  return request.user;
}
