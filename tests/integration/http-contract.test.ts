import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../src/server/plugins/auth.ts';
import { errorsPlugin } from '../../src/server/plugins/errors.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t.app, 'admin');
  staffToken = await login(t.app, 'staff');
});
afterAll(async () => {
  await t.close();
});

const isVietnameseFailure = (body: { success: boolean; message: string }) =>
  body.success === false && /[àáảãạăâđêôơưạ-ỹ]/i.test(body.message);

describe('bad input never yields a 500 (ARCHITECTURE.md, API conventions)', () => {
  it('malformed JSON → 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      success: false,
      message: 'Dữ liệu JSON không hợp lệ',
      code: 'INVALID_JSON',
    });
  });

  it('a wrong Content-Type → 415', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(r.statusCode).toBe(415);
    expect(isVietnameseFailure(r.json())).toBe(true);
  });

  it('an oversized body → 413', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(isVietnameseFailure(r.json())).toBe(true);
  });

  it('unknown fields → 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'a@example.com', password: 'secret123', isAdmin: true },
    });
    expect(r.statusCode).toBe(400);
    expect(isVietnameseFailure(r.json())).toBe(true);
  });

  it('a JSON value of the wrong shape → 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"email": 5, "password": {}}']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(r.statusCode, payload).toBe(400);
      expect(isVietnameseFailure(r.json()), payload).toBe(true);
    }
  });

  it('an unknown /api path → JSON 404', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, message: 'Không tìm thấy đường dẫn API', code: 'NOT_FOUND' });
  });
});

describe('health', () => {
  it('live and ready answer 200 while the database answers', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toMatchObject({ status: 'live' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const r = await t.app.inject({ url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/admin/login', '/api/admin/dashboard', '/api/health/ready']),
    );
  });

  it('serves the viewer with a Content-Security-Policy of its own', async () => {
    const r = await t.app.inject({ url: '/api/docs' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toMatch(/default-src 'self'.*object-src 'none'/);
  });

  it('leaves the docs out with API_DOCS=false', async () => {
    const off = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const r = await off.app.inject({ url });
        expect(r.statusCode).toBe(404);
        expect(r.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    } finally {
      await off.close();
    }
  });
});

describe('route policies (spec 000 §6, server-side)', () => {
  it('refuses to register an /api route that declares no policy', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { auth: t.app.auth, audit: t.app.services.audit });
    expect(() => app.get('/api/oops', async () => 'no policy')).toThrow(/declares no permission/);
    await app.close();
  });

  it('every non-public route answers 401 without a token', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access.kind !== 'public' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const r = await t.app.inject({ method: route.method as 'GET', url });
      expect(r.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('every route staff may not call answers 403 to staff, and lets the admin through', async () => {
    const adminOnly = t.app.routeAccess.filter(
      (r) =>
        r.method !== 'HEAD' &&
        (r.access.kind === 'all' ||
          (r.access.kind === 'permission' && !r.access.permission.startsWith('news.'))),
    );
    expect(adminOnly.map((r) => r.url)).toContain('/api/admin/dashboard');
    for (const route of adminOnly) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const asStaff = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(asStaff.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asStaff.json().message).toBe('Bạn không có quyền truy cập chức năng này');
      const asAdmin = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(asAdmin.statusCode);
    }
  });
});
