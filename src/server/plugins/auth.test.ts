import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditService } from '../modules/audit/audit.service.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { accessOf, authPlugin, mayCall } from './auth.ts';
import { errorsPlugin } from './errors.ts';

// a request whose /api route declares no policy is refused, not let through.
describe('auth plugin: deny by default', () => {
  it('refuses an /api route that declares no policy, and leaves pages and plugin routes alone', async () => {
    const app = Fastify();
    await app.register(errorsPlugin); // first, as in app.ts
    // registered before the plugin, so its start-up check never sees them: the request-time check must hold
    app.get('/api/unguarded', async () => ({ secret: true }));
    app.get('/api/docs/json', async () => ({ openapi: '3.0.0' }));
    app.get('/about', async () => 'trang');
    await app.register(authPlugin, { auth: {} as AuthService, audit: {} as AuditService });
    app.get('/api/open', { config: { policy: 'public' } }, async () => ({ ok: true }));

    const unguarded = await app.inject({ method: 'GET', url: '/api/unguarded' });
    expect(unguarded.statusCode).toBe(403);
    expect(unguarded.json()).toMatchObject({
      success: false,
      message: 'Bạn không có quyền truy cập chức năng này',
    });
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('route access declarations', () => {
  it('reads a permission, the public/authenticated policies, and the older names as aliases', () => {
    expect(accessOf({ permission: 'orders.manage' })).toEqual({
      kind: 'permission',
      permission: 'orders.manage',
    });
    expect(accessOf({ policy: 'public' })).toEqual({ kind: 'public' });
    expect(accessOf({ policy: 'authenticated' })).toEqual({ kind: 'authenticated' });
    expect(accessOf({ policy: 'news' })).toEqual({ kind: 'permission', permission: 'news.write.own' });
    expect(accessOf({ policy: 'admin' })).toEqual({ kind: 'all' });
    expect(accessOf({})).toBeNull();
    expect(() => accessOf({ permission: 'root.everything' })).toThrow(/Unknown permission/);
  });

  it('the admin alias needs every permission; a permission route needs that one (or one that carries it)', () => {
    expect(mayCall(['orders.manage'], { kind: 'all' })).toBe(false);
    expect(mayCall(['news.write.any'], { kind: 'permission', permission: 'news.write.own' })).toBe(true);
    expect(mayCall(['chat.answer'], { kind: 'permission', permission: 'chat.train' })).toBe(false);
    expect(mayCall([], { kind: 'authenticated' })).toBe(true);
  });
});
