import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STATUS_INVALID_MESSAGE,
  TRANSITION_NOT_ALLOWED_MESSAGE,
} from '../../src/domain/bookings/booking.schema.ts';
import {
  CONSULTATION_SUCCESS_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
} from '../../src/domain/bookings/consultation.rules.ts';
import { TOO_MANY_BOOKINGS_MESSAGE } from '../../src/server/modules/bookings/bookings.service.ts';
import { type CrmStub, startCrmStub } from '../helpers/crm-stub.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 014: the booking and its CRM outbox row in one transaction, the admin calls and their
// transitions, the spam limits, and the hand-off to a CRM over real HTTP.
let t: TestApp;
let stub: CrmStub;
let admin: Record<string, string>;
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const form = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an@example.vn',
  gender: 'Nam',
  occupation: 'Chủ cửa hàng',
  dateOfBirth: '1990-04-12',
  service: 'Website',
  note: 'Cần website bán hàng',
  ...extra,
});

const post = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', payload: payload as object, remoteAddress });

const outboxOf = async (bookingId: string) =>
  (
    await t.app.pool.query(
      'select kind, status, attempts, idempotency_key, payload from crm_outbox where booking_id = $1',
      [bookingId],
    )
  ).rows;

beforeAll(async () => {
  stub = await startCrmStub({ behaviours: ['ok'] });
  t = await createTestApp({
    crmUrl: stub.url,
    crmToken: stub.token,
    crmTimeoutMs: 1000,
    outboxRetryBaseMs: 50,
  });
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('POST /api/bookings', () => {
  it('stores the booking in processing with its CRM contact queued, and answers the spec success text', async () => {
    const r = await post(form({ phone: '0911000001' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      success: true,
      message: CONSULTATION_SUCCESS_MESSAGE,
      data: { status: 'processing' },
    });
    const id = r.json().data._id;
    const [row] = (
      await t.app.pool.query('select status, phone, client_ip from bookings where id = $1', [id])
    ).rows;
    expect(row).toMatchObject({ status: 'processing', phone: '0911000001' });
    const outbox = await outboxOf(id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'crm', idempotency_key: `booking-${id}` });
    expect(outbox[0].payload).toMatchObject({
      fullname: 'Nguyễn Văn An',
      phone: '0911000001',
      services: ['Website'],
    });
  });

  it('delivers the contact to the CRM with the token and the idempotency key', async () => {
    const r = await post(form({ phone: '0911000002' }));
    const id = r.json().data._id;
    await vi.waitFor(() => expect(stub.created.get(`booking-${id}`)).toBe(1), { timeout: 5000 });
    expect(stub.bodies.get(`booking-${id}`)).toMatchObject({
      phone: '0911000002',
      desc: 'Cần website bán hàng',
    });
    await vi.waitFor(async () => expect((await outboxOf(id))[0].status).toBe('sent'), { timeout: 5000 });
  });

  it.each([
    [{ ...form(), phone: '' }, 'phone', PHONE_REQUIRED_MESSAGE],
    [{ ...form(), phone: '123' }, 'phone', PHONE_INVALID_MESSAGE],
    [{ ...form(), service: '' }, 'service', SERVICE_REQUIRED_MESSAGE],
  ])('refuses a bad form with the spec message and stores nothing (%#)', async (payload, field, message) => {
    const before = (await t.app.pool.query('select count(*)::int as n from bookings')).rows[0].n;
    const r = await post(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await t.app.pool.query('select count(*)::int as n from bookings')).rows[0].n).toBe(before);
  });

  it('refuses a filled honeypot and accepts an empty one', async () => {
    expect((await post(form({ phone: '0911000003', website: 'http://spam.example' }))).statusCode).toBe(400);
    expect((await post(form({ phone: '0911000003', website: '' }))).statusCode).toBe(201);
  });

  it('answers a repeat of the same form within a minute with the first booking', async () => {
    const first = await post(form({ phone: '0911000004' }), '10.9.9.1');
    const again = await post(form({ phone: '0911000004' }), '10.9.9.2');
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(
      (await t.app.pool.query("select count(*)::int as n from bookings where phone = '0911000004'")).rows[0]
        .n,
    ).toBe(1);
    const other = await post(form({ phone: '0911000004', note: 'Một yêu cầu khác' }), '10.9.9.3');
    expect(other.statusCode).toBe(201);
  });

  it('accepts at most 10 bookings per address a minute; invalid forms do not count', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 5; i++) expect((await post({ phone: 'x' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) {
      expect((await post(form({ phone: `09220000${String(i).padStart(2, '0')}` }), ip)).statusCode).toBe(201);
    }
    const refused = await post(form({ phone: '0922000099' }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_BOOKINGS_MESSAGE);
    expect((await post(form({ phone: '0922000099' }), '10.8.8.9')).statusCode).toBe(201);
  });

  it('refuses 11 concurrent bookings from one address down to 10', async () => {
    const ip = '10.7.7.7';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(form({ phone: `09330000${String(i).padStart(2, '0')}` }), ip),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});

describe('bookings administration', () => {
  let pendingId: string;
  beforeAll(async () => {
    pendingId = (
      await post(form({ fullName: 'Lê Thị Hồng Nhung', phone: '0944000001', service: 'App' }))
    ).json().data._id;
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ url: '/api/bookings' })).statusCode).toBe(401);
    const staff = { authorization: `Bearer ${await login(t.app, 'staff')}` };
    expect((await t.app.inject({ url: '/api/bookings', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/bookings/${pendingId}`, headers: staff })).statusCode).toBe(403);
  });

  it('lists the pending bookings with their CRM delivery, and searches ignoring diacritics', async () => {
    const r = await t.app.inject({
      url: '/api/bookings?status=processing&search=hong nhung',
      headers: admin,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map((b: { _id: string }) => b._id)).toEqual([pendingId]);
    expect(r.json().data[0].crm).toMatchObject({ state: expect.stringMatching(/sent|waiting|retrying/) });
  });

  it('shows one booking, and 404 for an unknown id', async () => {
    const r = await t.app.inject({ url: `/api/bookings/${pendingId}`, headers: admin });
    expect(r.json().data).toMatchObject({
      fullName: 'Lê Thị Hồng Nhung',
      service: 'App',
      status: 'processing',
    });
    const missing = await t.app.inject({
      url: '/api/bookings/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/bookings/not-an-id', headers: admin })).statusCode).toBe(404);
  });

  it('refuses a status outside the three with 400', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${pendingId}`,
      headers: admin,
      payload: { status: 'done' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(STATUS_INVALID_MESSAGE);
  });

  it('refuses processing → processing with 409', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${pendingId}`,
      headers: admin,
      payload: { status: 'processing' },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(TRANSITION_NOT_ALLOWED_MESSAGE);
  });

  it('completes a pending booking once; it then shows in the history and no longer changes', async () => {
    const put = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/bookings/${pendingId}`, headers: admin, payload: { status } });
    const done = await put('completed');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
    expect((await put('cancelled')).statusCode).toBe(409);
    const history = await t.app.inject({ url: '/api/bookings?status=history&search=nhung', headers: admin });
    expect(history.json().data.map((b: { _id: string }) => b._id)).toContain(pendingId);
    const pending = await t.app.inject({
      url: '/api/bookings?status=processing&search=nhung',
      headers: admin,
    });
    expect(pending.json().data).toEqual([]);
  });

  it('cancels a pending booking', async () => {
    const id = (await post(form({ phone: '0944000002' }))).json().data._id;
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(r.json().data.status).toBe('cancelled');
    const cancelled = await t.app.inject({ url: '/api/bookings?status=cancelled', headers: admin });
    expect(cancelled.json().data.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
  });
});

describe('CRM panel', () => {
  it('reports the CRM healthy, the outbox totals, and resends a dead letter', async () => {
    const id = (await post(form({ phone: '0955000001' }))).json().data._id;
    await vi.waitFor(() => expect(stub.created.has(`booking-${id}`)).toBe(true), { timeout: 5000 });
    await vi.waitFor(async () => expect((await outboxOf(id))[0].status).toBe('sent'), { timeout: 5000 });
    // a row that exhausted its attempts while the CRM refused it
    await t.app.pool.query(
      "update crm_outbox set status = 'failed', attempts = 10, last_error = 'CRM trả lời lỗi HTTP 503' where booking_id = $1",
      [id],
    );
    stub.created.delete(`booking-${id}`);
    const panel = await t.app.inject({ url: '/api/crm/status', headers: admin });
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json().data.health.state).toBe('up');
    const dead = panel.json().data.deadLetters.find((d: { bookingId: string }) => d.bookingId === id);
    expect(dead).toMatchObject({ kind: 'crm', attempts: 10, lastError: 'CRM trả lời lỗi HTTP 503' });
    const detail = await t.app.inject({ url: `/api/bookings/${id}`, headers: admin });
    expect(detail.json().data.crm).toMatchObject({ state: 'failed', lastError: 'CRM trả lời lỗi HTTP 503' });

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/crm/outbox/${dead._id}/resend`,
      headers: admin,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    await vi.waitFor(() => expect(stub.created.get(`booking-${id}`)).toBe(1), { timeout: 5000 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/crm/outbox/${dead._id}/resend`,
      headers: admin,
    });
    expect([200, 409]).toContain(again.statusCode);
  });

  it('reports the CRM down when its health check fails', async () => {
    stub.down = true;
    try {
      const panel = await t.app.inject({ url: '/api/crm/status', headers: admin });
      expect(panel.json().data.health).toMatchObject({ state: 'down', detail: 'HTTP 503' });
    } finally {
      stub.down = false;
    }
  });
});
