import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/server/modules/auth/tokens.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/admin/login (spec 000 §5, §8)', () => {
  it('answers success, token, admin and the success message for the right credentials', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ACCOUNTS.admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Đăng nhập thành công! Đang chuyển hướng...',
      admin: {
        email: TEST_ACCOUNTS.admin.email,
        role: 'admin',
        fullName: expect.any(String),
        _id: expect.any(String),
      },
    });
    expect(body.admin).not.toHaveProperty('passwordHash');
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: body.admin._id, role: 'admin', iss: 'vn-company-site' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.aud).toBe('vn-company-site:admin');
  });

  it('accepts the email in any case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ACCOUNTS.staff.email.toUpperCase(), password: TEST_ACCOUNTS.staff.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.role).toBe('staff');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ACCOUNTS.admin.email, password: 'wrong-password' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
      remoteAddress: '10.0.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email hoặc mật khẩu không chính xác');
  });

  it.each([
    [{ password: 'secret123' }, 'Email không được để trống'],
    [{ email: '', password: 'secret123' }, 'Email không được để trống'],
    [{ email: 'not-an-email', password: 'secret123' }, 'Email không hợp lệ'],
    [{ email: 'a@example.com' }, 'Mật khẩu không được để trống'],
    [{ email: 'a@example.com', password: '' }, 'Mật khẩu không được để trống'],
    [{ email: 'a@example.com', password: '12345' }, 'Mật khẩu phải có ít nhất 6 ký tự'],
  ])('rejects %j with the spec message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
  });
});

describe('bearer tokens', () => {
  it('accepts a fresh token', async () => {
    const token = await login(t.app, 'admin');
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(TEST_ACCOUNTS.admin.email);
  });

  it('refuses a missing, malformed or garbage token with 401 and a Vietnamese message', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
      { authorization: 'Bearer ....' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/đăng nhập/i);
    }
  });

  it('refuses an expired token', async () => {
    const token = await login(t.app, 'admin');
    const { sub, role, tv, sid } = decodeJwt(token) as {
      sub: string;
      role: 'admin';
      tv: number;
      sid: string;
    };
    const past = createTokenService({
      secret: t.config.jwtSecret as string, // set in tests (JWT_SECRET)
      ttlSeconds: 60,
      clock: () => new Date(Date.now() - 3600_000),
    });
    const expired = await past.sign({ sub, role, tv, sid });
    expect((await me(expired)).statusCode).toBe(401);
  });

  it("refuses 'alg: none', a tampered payload and another key's signature", async () => {
    const token = await login(t.app, 'staff');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = decodeJwt(token);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-012345'));
    for (const bad of [none, tampered, forged]) expect((await me(bad)).statusCode).toBe(401);
  });

  it('logout ends the session of its token; the same account on another device stays signed in', async () => {
    const first = await login(t.app, 'admin');
    const second = await login(t.app, 'admin');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(await login(t.app, 'admin'))).statusCode).toBe(200);
  });
});
