import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, isPermission, PERMISSIONS, type Permission } from '#domain/auth/permissions.ts';
import { AppError } from '../errors.ts';
import type { AuditContext, AuditService } from '../modules/audit/audit.service.ts';
import type { AuthService, SignedInAccount } from '../modules/auth/auth.service.ts';

/**
 * Every /api route declares who may call it (ARCHITECTURE.md, Security model; decision 016), in one line of
 * its `config`:
 * - `permission: 'orders.manage'`: a signed-in account holding that permission (src/domain/auth/permissions.ts);
 * - `policy: 'public'`: anyone; `policy: 'authenticated'`: any signed-in account.
 * The older policy names stay as aliases while routes move over: `'news'` is `news.write.own`, `'admin'` is
 * "every permission of the catalogue" (the built-in admin role). A route declaring nothing is refused at start.
 */
export type Policy = 'public' | 'authenticated' | 'news' | 'admin';

/** What a route needs, resolved: the route × role matrix test and the guard read the same value. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'all' };

export type RouteAccessEntry = { method: string; url: string; access: RouteAccess; alias: Policy | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
    permission?: Permission;
  }
  interface FastifyRequest {
    user: SignedInAccount | null;
  }
  interface FastifyInstance {
    auth: AuthService;
    /** Every /api route with what it needs, as registered: the route × role matrix walks it. */
    routeAccess: RouteAccessEntry[];
  }
}

// Routes that plugins register for us are public: the OpenAPI viewer and the media files.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs', '/api/public/'];

const FORBIDDEN_MESSAGE = 'Bạn không có quyền truy cập chức năng này';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The access a route's config declares, or null when it declares none. */
export function accessOf(config: { policy?: Policy; permission?: string } | undefined): RouteAccess | null {
  if (config?.permission !== undefined) {
    if (!isPermission(config.permission)) throw new Error(`Unknown permission '${config.permission}'`);
    return { kind: 'permission', permission: config.permission };
  }
  switch (config?.policy) {
    case 'public':
      return { kind: 'public' };
    case 'authenticated':
      return { kind: 'authenticated' };
    case 'news':
      return { kind: 'permission', permission: 'news.write.own' };
    case 'admin':
      return { kind: 'all' };
    default:
      return null;
  }
}

/** Whether a signed-in account holding `granted` may call a route needing `access`. */
export function mayCall(granted: readonly string[], access: RouteAccess): boolean {
  switch (access.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'permission':
      return hasPermission(granted, access.permission);
    case 'all':
      return PERMISSIONS.every((p) => hasPermission(granted, p));
  }
}

/** Who made this request and from where, for the audit trail. */
export function auditContext(request: FastifyRequest): AuditContext {
  return {
    actor: request.user ? { id: request.user.id, email: request.user.email } : null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

// a trash action of any area: a successful DELETE, or a restore (accounts and redirects record their own, with
// before → after)
const isTrashAction = (method: string, url: string) =>
  !url.startsWith('/api/admin/staffs') &&
  !url.startsWith('/api/redirects') &&
  (method === 'DELETE' || /\/restore$/.test(url));

/**
 * The name of the item a trash action answered with (a trashed or restored article's title, a service's, a
 * training item's pattern), so the audit trail can say which one in words (decision 023). A delete for good
 * answers with no item: the trail then takes the name from that item's earlier entries.
 */
function titleIn(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const data = (JSON.parse(payload) as { data?: Record<string, unknown> }).data;
    const name = data?.title ?? data?.fullName ?? data?.name ?? data?.pattern ?? data?.orderCode;
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: AuthService; audit: AuditService }) => {
    app.decorate('auth', opts.auth);
    app.decorateRequest('user', null);
    const routeAccess: RouteAccessEntry[] = [];
    app.decorate('routeAccess', routeAccess);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        if (!route.config?.permission)
          route.config = { ...route.config, policy: route.config?.policy ?? 'public' };
        return;
      }
      const access = accessOf(route.config);
      if (!access) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no permission (config.permission or config.policy)`,
        );
      }
      const alias =
        route.config?.permission === undefined &&
        (route.config?.policy === 'news' || route.config?.policy === 'admin')
          ? route.config.policy
          : null;
      for (const method of [route.method].flat()) routeAccess.push({ method, url: route.url, access, alias });
    });

    app.addHook('onRequest', async (request) => {
      const access = accessOf(request.routeOptions.config);
      if (access?.kind === 'public') return;
      if (!access) {
        // deny by default: an /api route this hook never saw (registered before the plugin)
        // declares nothing, so it is refused; plugins' own public routes and the web pages carry no policy
        const path = request.url;
        if (!path.startsWith('/api') || PLUGIN_PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)))
          return;
        throw new AppError('FORBIDDEN', 403, FORBIDDEN_MESSAGE);
      }
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', 401, 'Vui lòng đăng nhập để tiếp tục');
      const user = await opts.auth.authenticate(token);
      if (!user) throw new AppError('UNAUTHORIZED', 401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      request.user = user;
      if (!mayCall(user.permissions, access)) {
        await opts.audit.record(auditContext(request), {
          action: 'permission.denied',
          targetType: 'route',
          targetId: `${request.method} ${request.routeOptions.url ?? request.url}`,
          after: { needed: access.kind === 'permission' ? access.permission : access.kind },
        });
        throw new AppError('FORBIDDEN', 403, FORBIDDEN_MESSAGE);
      }
    });

    // recorded before the answer leaves (onSend, not onResponse): a client that reads the trail right after its
    // own trash action finds it there
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.user || reply.statusCode >= 300) return payload;
      const url = request.routeOptions.url ?? '';
      if (!url.startsWith('/api') || !isTrashAction(request.method, url)) return payload;
      try {
        const title = titleIn(payload);
        await opts.audit.record(auditContext(request), {
          action: 'trash.action',
          targetType: url.split('/')[2] ?? 'api',
          targetId: (request.params as { id?: string } | undefined)?.id ?? undefined,
          after: { method: request.method, route: url, ...(title ? { title } : {}) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit record failed');
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** The signed-in user of a route whose policy is not public. */
export function currentAccount(request: FastifyRequest): SignedInAccount {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401, 'Vui lòng đăng nhập để tiếp tục');
  return request.user;
}
