import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '../../src/domain/contacts/contact.schema.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { anotherClientAddress } from '../helpers/client-address.ts';
import { ask, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// ARCHITECTURE.md Contacts, decision 043: every booking, order and live chat room with details joins its contact
// in its own transaction; the back-office lists, reads (timeline), annotates and merges contacts.
let t: TestApp;
let base: string;
let admin: Record<string, string>;
let adminId: string;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const token = await login(t.app, 'admin');
  admin = { authorization: `Bearer ${token}` };
  adminId = (await t.app.pool.query('select id from accounts where email = $1', [TEST_ACCOUNTS.admin.email]))
    .rows[0].id;
  const services = (await t.app.inject({ url: '/api/services?type=web' })).json().data;
  serviceId = services.find((s: { price: number | null }) => s.price !== null)._id;
});
afterAll(async () => {
  await t.close();
});

const book = (phone: string, email: string | undefined, fullName = 'Nguyễn Thị Hoa') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { fullName, phone, service: 'Website', ...(email ? { email } : {}) },
    remoteAddress: anotherClientAddress(),
  });
const order = (phone: string, email: string, fullName = 'Nguyễn Thị Hoa') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { serviceId, fullName, phone, email, paymentMethod: 'MOMO', orderStatus: 'pending' },
    remoteAddress: anotherClientAddress(),
  });
const get = (url: string) => t.app.inject({ url, headers: admin });
const contactOf = async (source: string, refId: string) =>
  (
    await t.app.pool.query<{ contact_id: string }>(
      'select contact_id from contact_links where source = $1 and ref_id = $2',
      [source, refId],
    )
  ).rows[0]?.contact_id;

const roomOf = async (sessionId: string) =>
  (await t.app.pool.query('select id from livechat_rooms where session_id = $1', [sessionId])).rows[0];

describe('linking at creation (decision 043)', () => {
  it('one person across a booking, an order and a live chat room, whatever form the phone and e-mail take', async () => {
    const booking = await book('+84 908.111.222', 'Hoa.Nguyen@Example.vn');
    expect(booking.statusCode).toBe(201);
    const placed = await order('0908111222', 'hoa.nguyen@example.vn');
    expect(placed.statusCode).toBe(201);
    const v = await visitor(base, newSessionId(), { userPhone: '0908111222', userName: 'Hoa' });
    expect(
      (await ask(v, 'send_message', { message: 'Cho tôi hỏi giá', sessionId: v.sessionId })).success,
    ).toBe(true);
    v.close();
    const room = (
      await t.app.pool.query('select id from livechat_rooms where session_id = $1', [v.sessionId])
    ).rows[0];

    const fromBooking = await contactOf('booking', booking.json().data._id);
    expect(fromBooking).toBeDefined();
    expect(await contactOf('order', placed.json().data._id)).toBe(fromBooking);
    expect(await contactOf('livechat', room.id)).toBe(fromBooking);
    const { rows } = await t.app.pool.query('select name, phone, email, source from contacts where id = $1', [
      fromBooking,
    ]);
    expect(rows).toEqual([
      { name: 'Nguyễn Thị Hoa', phone: '+84908111222', email: 'hoa.nguyen@example.vn', source: 'booking' },
    ]);
  });

  it('an order whose link fails is not stored: the order and its link share one transaction', async () => {
    await t.app.pool.query(`
      create function contacts_fail_once() returns trigger language plpgsql as $$
      begin
        if new.source = 'order' and not exists (select 1 from pg_class where relname = 'contacts_failed_once') then
          create table contacts_failed_once ();
          raise exception 'injected failure';
        end if;
        return new;
      end $$;
      create trigger contacts_fail_once before insert on contact_links for each row execute function contacts_fail_once();`);
    try {
      const before = (await t.app.pool.query('select count(*)::int as n from orders')).rows[0].n;
      const failed = await order('0977000111', 'loi@example.vn', 'Lỗi Giữa Chừng');
      expect(failed.statusCode).toBe(500);
      // the failing transaction left the marker table behind only if it committed: it did not
      expect((await t.app.pool.query('select count(*)::int as n from orders')).rows[0].n).toBe(before);
      expect((await t.app.pool.query(`select 1 from contacts where phone = '+84977000111'`)).rowCount).toBe(
        0,
      );
    } finally {
      await t.app.pool.query(
        'drop trigger contacts_fail_once on contact_links; drop function contacts_fail_once(); drop table if exists contacts_failed_once',
      );
    }
  });

  it('a room known by its e-mail alone is linked by it; a booking naming nobody Vietnamese is stored unlinked', async () => {
    const v = await visitor(base, newSessionId(), { userPhone: '', userEmail: 'khach@example.com' });
    await ask(v, 'send_message', { message: 'Xin chào', sessionId: v.sessionId });
    v.close();
    const room = await roomOf(v.sessionId);
    expect(await contactOf('livechat', room.id)).toBeDefined();
    const foreign = await book('+1 415 555 0100', undefined, 'Foreign Visitor');
    expect(foreign.statusCode).toBe(201);
    expect(await contactOf('booking', foreign.json().data._id)).toBeUndefined();
  });

  it('the assistant’s chat handed to a person joins the room’s contact, and shows on its timeline', async () => {
    const aiSession = `ai-${newSessionId()}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      payload: { message: 'Làm website bán hàng giá bao nhiêu?', sessionId: aiSession },
      remoteAddress: anotherClientAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const v = await visitor(base, newSessionId(), { userPhone: '0356 789 123', userName: 'Bảo' });
    await ask(v, 'send_message', { message: 'Tôi muốn gặp nhân viên', sessionId: v.sessionId });
    const handed = await ask(v, 'handoff', {
      sessionId: v.sessionId,
      aiSessionId: aiSession,
      transcript: [{ from: 'visitor', text: 'Làm website bán hàng giá bao nhiêu?' }],
    });
    expect(handed.success).toBe(true);
    v.close();
    const contactId = await contactOf('assistant', aiSession);
    expect(contactId).toBeDefined();
    const page = (await get(`/api/contacts/${contactId}`)).json().data;
    expect(page.timeline.map((e: { kind: string }) => e.kind)).toContain('assistant_message');
    expect(page.timeline.map((e: { kind: string }) => e.kind)).toContain('chat_message');
    // a message sent while someone answers is not one left outside business hours
    for (const e of page.timeline.filter((e: { kind: string }) => e.kind === 'chat_message'))
      expect(e.detail.left).toBe(false);
  });
});

describe('GET /api/contacts', () => {
  it('searches without diacritics by name, phone or e-mail, with the list envelope', async () => {
    await book('0911 222 333', 'tuan@example.vn', 'Phạm Quốc Tuấn');
    const r = await get('/api/contacts?search=quoc%20tuan');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.success).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Phạm Quốc Tuấn']);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    expect((await get('/api/contacts?search=911222')).json().data[0].name).toBe('Phạm Quốc Tuấn');
  });

  it('filters by source, owner and last activity, pages, and refuses bad filters in Vietnamese', async () => {
    const placed = await order('0399000444', 'chi@example.vn', 'Lê Chi');
    const id = await contactOf('order', placed.json().data._id);
    const orderOnly = (await get('/api/contacts?source=order'))
      .json()
      .data.map((c: { _id: string }) => c._id);
    expect(orderOnly).toContain(id);
    expect(
      (await get('/api/contacts?source=booking')).json().data.map((c: { _id: string }) => c._id),
    ).not.toContain(id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${id}`,
      headers: admin,
      payload: { ownerId: adminId, tags: ['vip', 'vip', 'website'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.tags).toEqual(['vip', 'website']);
    expect(
      (await get(`/api/contacts?owner=${adminId}`)).json().data.map((c: { _id: string }) => c._id),
    ).toEqual([id]);
    expect(
      (await get('/api/contacts?owner=none')).json().data.map((c: { _id: string }) => c._id),
    ).not.toContain(id);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(`/api/contacts?activeFrom=${today}`)).json().pagination.total).toBeGreaterThan(0);
    expect((await get('/api/contacts?activeTo=2000-01-01')).json().pagination.total).toBe(0);
    const paged = (await get('/api/contacts?limit=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.page).toBe(2);
    // the total is the same whichever page tells it: a full page counts, the last (short) page and a page past
    // the end are told by their rows or by the count
    const all = (await get('/api/contacts?limit=100')).json().pagination.total as number;
    expect(all).toBeGreaterThan(2);
    for (const query of ['limit=1&page=1', `limit=2&page=${Math.ceil(all / 2)}`, `limit=1&page=${all + 5}`])
      expect((await get(`/api/contacts?${query}`)).json().pagination.total, query).toBe(all);

    for (const [query, message] of [
      ['source=fax', M.sourceInvalid],
      ['owner=abc', M.ownerInvalid],
      ['activeFrom=hôm-qua', M.activityInvalid],
      ['activeFrom=2026-02-01&activeTo=2026-01-01', M.activityRange],
      ['limit=0', M.limitInvalid],
    ]) {
      const bad = await get(`/api/contacts?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
  });

  it('needs contacts.manage', async () => {
    expect((await t.app.inject({ url: '/api/contacts' })).statusCode).toBe(401);
    const staff = { authorization: `Bearer ${await login(t.app, 'staff')}` };
    expect((await t.app.inject({ url: '/api/contacts', headers: staff })).statusCode).toBe(403);
  });
});

describe('a contact', () => {
  it('shows the timeline newest first: booking, its status change, order, order change, payment', async () => {
    const booking = (await book('0822 333 444', 'minh@example.vn', 'Đỗ Minh')).json().data;
    const placed = (await order('0822333444', 'minh@example.vn', 'Đỗ Minh')).json().data;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/bookings/${booking._id}`,
          headers: admin,
          payload: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(200);
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed._id}`,
      headers: admin,
      payload: { orderStatus: 'processing', paymentStatus: 'paid', paidAmount: placed.amount ?? 1000 },
    });
    expect(paid.statusCode).toBe(200);
    await t.app.pool.query(
      `insert into received_payments (provider, provider_transaction_id, amount, content, order_id, status, payload, received_at)
       values ('bank', $1, 1000, $2, $3, 'matched', '{}'::jsonb, now() + interval '1 second')`,
      [`tx-${placed._id}`, placed.orderCode, placed._id],
    );
    const id = await contactOf('booking', booking._id);
    const page = (await get(`/api/contacts/${id}`)).json().data;
    const kinds = page.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('payment');
    expect(new Set(kinds)).toEqual(
      new Set(['booking', 'booking_status', 'order', 'order_status', 'payment']),
    );
    const times = page.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.links).toEqual(
      expect.arrayContaining([
        { source: 'booking', refId: booking._id },
        { source: 'order', refId: placed._id },
      ]),
    );
  });

  it('takes notes; an unknown or malformed id is 404, a bad body 400, an unknown owner 404', async () => {
    const placed = (await order('0707123456', 'ghi@example.vn', 'Võ Ghi')).json().data;
    const id = await contactOf('order', placed._id);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${id}/notes`,
      headers: admin,
      payload: { body: 'Gọi lại sau 17h' },
    });
    expect(note.statusCode).toBe(201);
    expect((await get(`/api/contacts/${id}`)).json().data.notes[0]).toMatchObject({
      body: 'Gọi lại sau 17h',
      authorId: adminId,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${id}/notes`,
      headers: admin,
      payload: { body: '  ' },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.noteRequired]);
    for (const bad of ['abc', '00000000-0000-4000-8000-000000000000']) {
      const r = await get(`/api/contacts/${bad}`);
      expect([r.statusCode, r.json().message]).toEqual([404, M.notFound]);
    }
    const owner = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${id}`,
      headers: admin,
      payload: { ownerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect([owner.statusCode, owner.json().message]).toEqual([404, M.ownerNotFound]);
    const nothing = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${id}`,
      headers: admin,
      payload: {},
    });
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, M.nothingToChange]);
  });
});

describe('merge', () => {
  it('previews what moves, then moves it in one audited step', async () => {
    const byPhone = (await book('0566 777 888', undefined, 'Trương Lan')).json().data;
    const v = await visitor(base, newSessionId(), {
      userPhone: '',
      userEmail: 'lan.truong@example.vn',
      userName: 'Lan',
    });
    await ask(v, 'send_message', { message: 'Chào shop', sessionId: v.sessionId });
    v.close();
    const room = (
      await t.app.pool.query('select id from livechat_rooms where session_id = $1', [v.sessionId])
    ).rows[0];
    const into = await contactOf('booking', byPhone._id);
    const from = await contactOf('livechat', room.id);
    expect(into).not.toBe(from);
    await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${from}/notes`,
      headers: admin,
      payload: { body: 'Khách hỏi qua chat' },
    });

    const preview = await get(`/api/contacts/${into}/merge?from=${from}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.result).toMatchObject({
      phone: '+84566777888',
      email: 'lan.truong@example.vn',
    });
    expect(preview.json().data.moves).toEqual({
      links: [{ source: 'livechat', refId: room.id }],
      notes: 1,
      consents: 0,
    });
    // the preview changed nothing
    expect((await get(`/api/contacts/${from}`)).statusCode).toBe(200);

    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${into}/merge`,
      headers: admin,
      payload: { from },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({ phone: '+84566777888', email: 'lan.truong@example.vn' });
    expect((await get(`/api/contacts/${from}`)).statusCode).toBe(404);
    expect(await contactOf('livechat', room.id)).toBe(into);
    const page = (await get(`/api/contacts/${into}`)).json().data;
    expect(page.notes.map((n: { body: string }) => n.body)).toEqual(['Khách hỏi qua chat']);
    const audit = await t.app.pool.query(
      `select before, after from audit_log where action = 'contact.merge' and target_id = $1`,
      [into],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].before.from._id).toBe(from);

    const self = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${into}/merge`,
      headers: admin,
      payload: { from: into },
    });
    expect([self.statusCode, self.json().message]).toEqual([400, M.mergeSame]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${into}/merge`,
      headers: admin,
      payload: { from: 'x' },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.mergeIdInvalid]);
  });
});
