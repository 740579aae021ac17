import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASE_CONFIRM_MESSAGE } from '../../src/domain/contacts/contact.schema.ts';
import { anotherClientAddress } from '../helpers/client-address.ts';
import { ask, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Decree 13/2023/NĐ-CP, decision 044: the export holds every row the database has about the person, and after
// the erase no text, jsonb or text[] column of any table holds their phone or e-mail, while the order's amount
// and code remain.
let t: TestApp;
let base: string;
let admin: Record<string, string>;

const PHONE = '0933 444 555';
const EMAIL = 'Erase.Me@Example.vn';
const DIGITS = '933444555';
const NAME = 'Người Cần Xóa';
const email = EMAIL.toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
});
afterAll(async () => {
  await t.close();
});

/** Every table and column of the database holding the person's phone (any separators), e-mail or full name. */
async function whereThePersonIs(): Promise<string[]> {
  const { rows: columns } = await t.app.pool.query<{ table_name: string; column_name: string }>(`
    select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.data_type = 'ARRAY')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await t.app.pool.query(
      `select 1 from "${table}" where regexp_replace("${column}"::text, '[[:space:].()+-]', '', 'g') like $1
          or lower("${column}"::text) like $2 or "${column}"::text like $3 limit 1`,
      [`%${DIGITS}%`, `%${email}%`, `%${NAME}%`],
    );
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const PLANTED_TABLES = [
  'bookings',
  'crm_outbox',
  'orders',
  'order_status_history',
  'payment_transactions',
  'received_payments',
  'payment_failures',
  'livechat_rooms',
  'livechat_messages',
  'livechat_canned_replies',
  'chatbot_messages',
  'chatbot_feedback',
  'audit_log',
  'contact_notes',
];

describe('export and erase (decision 044)', () => {
  let contactId: string;
  let order: { _id: string; orderCode: string; amount: number | null };

  beforeAll(async () => {
    // the person through every channel
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        fullName: NAME,
        phone: PHONE,
        email: EMAIL,
        service: 'Website',
        note: `gọi ${PHONE}`,
      },
      remoteAddress: anotherClientAddress(),
    });
    expect(booking.statusCode).toBe(201);
    const services = (await t.app.inject({ url: '/api/services?type=web' })).json().data;
    const serviceId = services.find((s: { price: number | null }) => s.price !== null)._id;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        serviceId,
        fullName: NAME,
        phone: DIGITS.padStart(10, '0'),
        email: EMAIL,
        paymentMethod: 'MOMO',
        orderStatus: 'pending',
      },
      remoteAddress: anotherClientAddress(),
    });
    expect(placed.statusCode).toBe(201);
    order = placed.json().data;
    const aiSession = `ai-${newSessionId()}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      payload: { message: `Email của tôi là ${EMAIL}`, sessionId: aiSession },
      remoteAddress: anotherClientAddress(),
    });
    const v = await visitor(base, newSessionId(), { userPhone: '0933444555', userName: NAME });
    await ask(v, 'send_message', { message: `Số tôi là ${PHONE}`, sessionId: v.sessionId });
    await ask(v, 'handoff', {
      sessionId: v.sessionId,
      aiSessionId: aiSession,
      transcript: [{ from: 'visitor', text: `Email của tôi là ${EMAIL}` }],
    });
    v.close();
    contactId = (
      await t.app.pool.query(`select contact_id from contact_links where source = 'order' and ref_id = $1`, [
        order._id,
      ])
    ).rows[0].contact_id;
    await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${contactId}/notes`,
      headers: admin,
      payload: { body: `Khách dặn gọi số +84 933 444 555` },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      headers: admin,
      payload: { orderStatus: 'processing', paymentStatus: 'pending', reason: `khách gọi từ ${PHONE}` },
    });
    // and where only another system or a person could put it
    const q = (text: string, values: unknown[] = []) => t.app.pool.query(text, values);
    await q(
      `insert into payment_transactions (order_id, transaction_id, amount, method, provider_payload)
       values ($1, 'MOMO-erase-1', 1000, 'MOMO', jsonb_build_object('payer', $2::text, 'msisdn', 84933444555))`,
      [order._id, EMAIL],
    );
    await q(
      `insert into received_payments (provider, provider_transaction_id, amount, content, order_id, status, payload)
       values ('bank', 'bank-erase-1', 1000, $1, $2, 'unmatched', jsonb_build_object('description', $1::text))`,
      [`CK ${order.orderCode} sdt 0933.444.555`, order._id],
    );
    await q(
      `insert into payment_failures (provider, provider_transaction_id, order_id, payload)
       values ('momo', 'momo-erase-1', $1, jsonb_build_object('email', $2::text))`,
      [order._id, EMAIL],
    );
    await q(`insert into livechat_canned_replies (shortcut, content) values ('xoa', $1)`, [`Gọi ${PHONE}`]);
    await q(
      `insert into chatbot_feedback (session_id, message_id, rating, comment)
       select session_id, id, 5, $2 from chatbot_messages where session_id = $1 limit 1`,
      [aiSession, `liên hệ ${EMAIL}`],
    );
    await q(
      `insert into audit_log (action, target_type, target_id, after) values ('trash.action', 'x', 'y', $1::jsonb)`,
      [JSON.stringify({ note: `khách ${EMAIL}` })],
    );
  });

  it('plants the person in every table that can hold them', async () => {
    const tables = new Set((await whereThePersonIs()).map((c) => c.split('.')[0]));
    for (const table of PLANTED_TABLES) expect([...tables], table).toContain(table);
  });

  it('exports every row that holds the person, as one JSON document, audited without the data', async () => {
    const r = await t.app.inject({ url: `/api/contacts/${contactId}/export`, headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="khach-hang-/);
    const data = r.json().data;
    const exported = new Set([
      ...Object.entries(data.linked as Record<string, unknown[]>)
        .filter(([, rows]) => rows.length > 0)
        .map(([table]) => table),
      ...Object.keys(data.mentions),
      ...(data.notes.length > 0 ? ['contact_notes'] : []),
    ]);
    for (const table of PLANTED_TABLES) expect([...exported], table).toContain(table);
    expect(data.contact).toMatchObject({ phone: '+84933444555', email });
    const audit = await t.app.pool.query(`select after from audit_log where action = 'contact.export'`);
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0].after)).not.toContain(DIGITS);
  });

  it('refuses an erase without confirmation, in Vietnamese', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${contactId}/erase`,
      headers: admin,
      payload: {},
    });
    expect([r.statusCode, r.json().message]).toEqual([400, ERASE_CONFIRM_MESSAGE]);
  });

  it('erases: no column of any table holds the phone or the e-mail; amounts and order codes remain', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${contactId}/erase`,
      headers: admin,
      payload: { confirm: true },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.replaced).toMatchObject({ bookings: 1, orders: 1 });
    expect(await whereThePersonIs()).toEqual([]);
    const kept = await t.app.pool.query('select order_code, amount from orders where id = $1', [order._id]);
    expect(kept.rows).toEqual([{ order_code: order.orderCode, amount: order.amount }]);
    const payment = await t.app.pool.query(
      `select amount, content from received_payments where provider_transaction_id = 'bank-erase-1'`,
    );
    expect(payment.rows[0].amount).toBe(1000);
    expect(payment.rows[0].content).toContain(order.orderCode);
    expect((await t.app.inject({ url: `/api/contacts/${contactId}`, headers: admin })).statusCode).toBe(404);
    const audit = await t.app.pool.query(`select target_id from audit_log where action = 'contact.erase'`);
    expect(audit.rows).toEqual([{ target_id: contactId }]);
    // a second erase finds nobody
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${contactId}/erase`,
      headers: admin,
      payload: { confirm: true },
    });
    expect(again.statusCode).toBe(404);
  });
});
