import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../src/domain/auth/two-factor.schema.ts';
import { call } from '../helpers/account-factory.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 016: TOTP (RFC 6238) with the app's clock moved by the test, recovery codes, the second step.
let now = new Date('2030-03-01T08:00:10Z');
const clock = () => now;
const at = (d: Date) => generate({ secret, epoch: Math.floor(d.getTime() / 1000) });
const shift = (seconds: number) => new Date(now.getTime() + seconds * 1000);
let t: TestApp;
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

const password = (body: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { ...TEST_ACCOUNTS.staff, ...body } });
const second = (ticket: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login/2fa', payload: { ticket, code } });

describe('set-up from the profile', () => {
  it('gives a secret and a QR code; is in force only once a code confirms it; answers 10 recovery codes', async () => {
    const staff = await login(t.app, 'staff');
    const setup = await call(t.app, staff, 'POST', '/api/admin/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const data = setup.json().data;
    secret = data.secret;
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // not in force yet: the password alone still signs in
    expect((await password()).json().token).toEqual(expect.any(String));
    const wrong = await call(t.app, staff, 'POST', '/api/admin/2fa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    const ok = await call(t.app, staff, 'POST', '/api/admin/2fa/enable', { code: await at(now) });
    expect(ok.statusCode).toBe(200);
    recoveryCodes = ok.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const me = (await call(t.app, staff, 'GET', '/api/admin/me')).json().data;
    expect(me.twoFactorEnabled).toBe(true);
    // stored hashed
    const rows = (await t.app.db.execute('select code_hash from recovery_codes' as never)) as unknown as {
      rows: Array<{ code_hash: string }>;
    };
    expect(rows.rows).toHaveLength(10);
    for (const r of rows.rows) expect(recoveryCodes).not.toContain(r.code_hash);
  });
});

describe('the second sign-in step', () => {
  it('the password step answers twoFactorRequired and a ticket, no token', async () => {
    now = shift(120);
    const r = await password();
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, twoFactorRequired: true, twoFactorSetupRequired: false });
    expect(r.json().token).toBeUndefined();
    // a ticket is no session
    expect((await call(t.app, r.json().ticket, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('accepts the step before and the step after, refuses two steps off', async () => {
    for (const offset of [-30, 30]) {
      now = shift(300);
      const { ticket } = (await password()).json();
      const r = await second(ticket, await at(shift(offset)));
      expect(r.statusCode, `offset ${offset}`).toBe(200);
      expect(r.json()).toMatchObject({
        success: true,
        token: expect.any(String),
        admin: { email: TEST_ACCOUNTS.staff.email },
      });
    }
    for (const offset of [-60, 60]) {
      now = shift(300);
      const { ticket } = (await password()).json();
      const r = await second(ticket, await at(shift(offset)));
      expect(r.statusCode, `offset ${offset}`).toBe(401);
      expect(r.json()).toMatchObject({
        code: 'TWO_FACTOR_INVALID',
        message: TWO_FACTOR_MESSAGES.codeInvalid,
      });
    }
  });

  it('refuses a code used once already', async () => {
    now = shift(300);
    const code = await at(now);
    const first = await second((await password()).json().ticket, code);
    expect(first.statusCode).toBe(200);
    const again = await second((await password()).json().ticket, code);
    expect(again.statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    now = shift(300);
    const code = recoveryCodes[0]!;
    const first = await second((await password()).json().ticket, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    const again = await second((await password()).json().ticket, code);
    expect(again.statusCode).toBe(401);
  });

  it('a ticket expires after 5 minutes, and a forged one is refused', async () => {
    now = shift(300);
    const { ticket } = (await password()).json();
    now = shift(301);
    const late = await second(ticket, await at(now));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'TICKET_INVALID', message: TWO_FACTOR_MESSAGES.ticketInvalid });
    expect((await second('abc.def.ghi', '123456')).json().code).toBe('TICKET_INVALID');
  });

  it('is throttled like the password step', async () => {
    now = shift(300);
    // a success forgets the earlier failures of the tests above
    expect((await second((await password()).json().ticket, await at(now))).statusCode).toBe(200);
    now = shift(300);
    const { ticket } = (await password()).json();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await second(ticket, '000000')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('REQUIRE_2FA_FOR_ADMINS=true', () => {
  it('an admin without two-factor sets it up at the next sign-in, and cannot turn it off', async () => {
    let moment = new Date('2030-04-01T10:00:00Z');
    const t2 = await createTestApp({ requireTwoFactorForAdmins: true }, () => moment);
    try {
      const first = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: TEST_ACCOUNTS.admin,
      });
      expect(first.json()).toMatchObject({ twoFactorRequired: true, twoFactorSetupRequired: true });
      expect(first.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
      const ticket = first.json().ticket;
      const setup = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/login/2fa/setup',
        payload: { ticket },
      });
      const adminSecret = setup.json().data.secret;
      const code = await generate({ secret: adminSecret, epoch: Math.floor(moment.getTime() / 1000) });
      const done = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/login/2fa',
        payload: { ticket, code },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(10);
      const token = done.json().token;
      const off = await call(t2.app, token, 'POST', '/api/admin/2fa/disable', {
        password: TEST_ACCOUNTS.admin.password,
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
      // staff are not asked
      expect(
        (
          await t2.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ACCOUNTS.staff })
        ).json().token,
      ).toEqual(expect.any(String));
      moment = new Date(moment.getTime() + 60_000);
      const again = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: TEST_ACCOUNTS.admin,
      });
      expect(again.json()).toMatchObject({ twoFactorRequired: true, twoFactorSetupRequired: false });
    } finally {
      await t2.close();
    }
  });
});

describe('turning two-factor off', () => {
  it('needs the current password; then the password alone signs in again', async () => {
    // from another address: the one above is blocked for this account by the throttle test
    now = shift(300);
    const remoteAddress = '10.0.0.9';
    const { ticket } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: TEST_ACCOUNTS.staff,
        remoteAddress,
      })
    ).json();
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login/2fa',
        payload: { ticket, code: await at(now) },
        remoteAddress,
      })
    ).json().token;
    const wrong = await call(t.app, token, 'POST', '/api/admin/2fa/disable', { password: 'Sai@12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const ok = await call(t.app, token, 'POST', '/api/admin/2fa/disable', {
      password: TEST_ACCOUNTS.staff.password,
    });
    expect(ok.json()).toMatchObject({ success: true, message: TWO_FACTOR_MESSAGES.disabled });
    expect((await password()).json().token).toEqual(expect.any(String));
  });
});
