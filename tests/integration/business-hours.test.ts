import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_HOURS_MESSAGES as M } from '../../src/domain/site/business-hours.schema.ts';
import { call } from '../helpers/account-factory.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Business hours set on Hệ thống (Vietnam time), read by the live chat widget through its clock.
let t: TestApp;
let admin: string;
let now = new Date('2026-11-27T15:30:00Z'); // Friday 22:30 in Vietnam

beforeAll(async () => {
  t = await createTestApp({}, () => now);
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const availability = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/livechat/availability' })).json();

describe('business hours', () => {
  it('outside them, the widget hears when someone will answer; inside, that someone does', async () => {
    expect((await availability()).data).toEqual({
      open: false,
      nextOpenAt: '2026-11-28T01:00:00.000Z',
      notice: M.closed('08:00 Thứ Bảy, 28/11/2026'),
    });
    now = new Date('2026-11-28T02:00:00Z'); // Saturday 09:00
    expect((await availability()).data).toEqual({ open: true, nextOpenAt: null, notice: null });
  });

  it('are saved on Hệ thống, validated, audited, and followed at once', async () => {
    // signed in on the moved clock (the earlier token is past its lifetime there)
    admin = await login(t.app, 'admin');
    const before = await call(t.app, admin, 'GET', '/api/admin/system/business-hours');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.hours).toHaveLength(2);
    const bad = await call(t.app, admin, 'PUT', '/api/admin/system/business-hours', {
      hours: [{ days: [6], from: '12:00', to: '08:00' }],
      holidays: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.spanOrder);
    // Saturday becomes a holiday: closed now, open again on Monday
    const saved = await call(t.app, admin, 'PUT', '/api/admin/system/business-hours', {
      hours: [{ days: [5, 1, 2, 3, 4], from: '08:00', to: '17:30' }],
      holidays: [{ name: 'Nghỉ bù', from: '2026-11-28', to: '2026-11-28' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: M.saved, data: { hours: [{ days: [1, 2, 3, 4, 5] }] } });
    expect((await availability()).data).toMatchObject({
      open: false,
      nextOpenAt: '2026-11-30T01:00:00.000Z',
    });
    const audit = await call(t.app, admin, 'GET', '/api/admin/audit?action=settings.update');
    expect(audit.json().data[0]).toMatchObject({ action: 'settings.update', targetId: 'business-hours' });
  });

  it('are set only by those who manage the system', async () => {
    const staff = await login(t.app, 'staff');
    expect((await call(t.app, staff, 'PUT', '/api/admin/system/business-hours', {})).statusCode).toBe(403);
  });
});
