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

  // decision 054: the assistant's hours and holiday answers come from the same saved calendar, at once
  it("are what the assistant answers to 'mấy giờ mở cửa' and 'Tết nghỉ đến ngày nào', changed when an admin saves others", async () => {
    admin = await login(t.app, 'admin');
    let client = 0;
    const ask = async (message: string) => {
      client += 1;
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        remoteAddress: `10.54.0.${client}`,
        payload: { message },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.botResponse as { text: string; fallback: boolean; source: { url: string } | null };
    };
    const save = async (body: unknown) =>
      expect((await call(t.app, admin, 'PUT', '/api/admin/system/business-hours', body)).statusCode).toBe(
        200,
      );

    await save({
      hours: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '17:30' }],
      holidays: [{ name: 'Tết Nguyên đán', from: '2027-02-05', to: '2027-02-11' }],
    });
    const hours = await ask('mấy giờ mở cửa');
    expect(hours.fallback).toBe(false);
    expect(hours.text).toContain('Thứ Hai – Thứ Sáu: 08:00 – 17:30');
    expect(hours.text).toContain('Thứ Bảy, Chủ Nhật: nghỉ');
    expect((await ask('Tết nghỉ đến ngày nào')).text).toContain('Tết Nguyên đán: 05/02/2027 – 11/02/2027');

    await save({
      hours: [
        { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' },
        { days: [6], from: '09:00', to: '11:30' },
      ],
      holidays: [{ name: 'Tết Nguyên đán', from: '2027-02-03', to: '2027-02-14' }],
    });
    const changed = await ask('may gio mo cua');
    expect(changed.text).toContain('Thứ Hai – Thứ Sáu: 09:00 – 18:00');
    expect(changed.text).toContain('Thứ Bảy: 09:00 – 11:30');
    expect(changed.text).not.toContain('08:00');
    const tet = await ask('Tết nghỉ đến ngày nào');
    expect(tet.text).toContain('Tết Nguyên đán: 03/02/2027 – 14/02/2027');
    expect(tet.text).not.toContain('11/02/2027');
    expect(tet.source?.url).toBe('/advise');
  });
});

// /advise shows the same saved hours (decision 049): its kept page is replaced as soon as an admin saves others.
describe('business hours on /advise', () => {
  let web: TestApp;
  let base: string;
  beforeAll(async () => {
    web = await createTestApp({ web: true });
    base = await web.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await web.close();
  });

  const advise = async () => {
    const response = await fetch(`${base}/advise`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('shows the hours saved on Hệ thống, and the next ones at once', async () => {
    const token = await login(web.app, 'admin');
    const save = async (body: unknown) =>
      expect((await call(web.app, token, 'PUT', '/api/admin/system/business-hours', body)).statusCode).toBe(
        200,
      );
    await save({ hours: [{ days: [1, 2, 3, 4, 5], from: '07:45', to: '16:15' }], holidays: [] });
    expect(await advise()).toContain('Thứ Hai – Thứ Sáu: 07:45 – 16:15');
    expect(await advise()).toContain('Thứ Hai – Thứ Sáu: 07:45 – 16:15'); // kept, still the same

    await save({
      hours: [
        { days: [1, 2, 3, 4, 5], from: '08:30', to: '17:00' },
        { days: [6], from: '08:30', to: '11:00' },
      ],
      holidays: [],
    });
    const page = await advise();
    expect(page).toContain('Thứ Hai – Thứ Sáu: 08:30 – 17:00');
    expect(page).toContain('Thứ Bảy: 08:30 – 11:00');
    expect(page).not.toContain('07:45');
  });
});
