import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE, CONSENT_VERSION_INVALID_MESSAGE } from '../../src/domain/contacts/consent-notice.ts';
import { CONTACT_MESSAGES as M } from '../../src/domain/contacts/contact.schema.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { anotherClientAddress } from '../helpers/client-address.ts';
import { ask, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Decision 043 (merge and its undo in the same screen visit) and Decree 13/2023/NĐ-CP (the consent each form
// collects, kept on the contact with its notice version, time and channel).
let t: TestApp;
let base: string;
let admin: Record<string, string>;
let adminId: string;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
  adminId = (await t.app.pool.query('select id from accounts where email = $1', [TEST_ACCOUNTS.admin.email]))
    .rows[0].id;
  const services = (await t.app.inject({ url: '/api/services?type=web' })).json().data;
  serviceId = services.find((s: { price: number | null }) => s.price !== null)._id;
});
afterAll(async () => {
  await t.close();
});

const version = CONSENT_NOTICE.version;
const book = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { service: 'Website', ...payload },
    remoteAddress: anotherClientAddress(),
  });
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });
const contactOf = async (source: string, refId: string) =>
  (
    await t.app.pool.query<{ contact_id: string }>(
      'select contact_id from contact_links where source = $1 and ref_id = $2',
      [source, refId],
    )
  ).rows[0]?.contact_id as string;
const consentsOf = async (contactId: string) =>
  (
    await t.app.pool.query(
      'select channel, text_version from contact_consents where contact_id = $1 order by given_at',
      [contactId],
    )
  ).rows;

describe('undo a merge (decision 043)', () => {
  it('brings the other contact back as it was, with what it brought; the kept one as it was; once', async () => {
    const a = (await book({ fullName: 'Phan Minh', phone: '0377 100 200', consentVersion: version })).json()
      .data;
    const b = (await book({ fullName: 'Minh P.', phone: '0377 100 300', email: 'minh.p@example.vn' })).json()
      .data;
    const into = await contactOf('booking', a._id);
    const from = await contactOf('booking', b._id);
    await call('PATCH', `/api/contacts/${from}`, { tags: ['VIP'], ownerId: adminId });
    await call('PATCH', `/api/contacts/${into}`, { tags: ['Mới'] });
    await call('POST', `/api/contacts/${from}/notes`, { body: 'Gọi lại sau 17 giờ' });
    const fromBefore = (await call('GET', `/api/contacts/${from}`)).json().data;

    const merged = await call('POST', `/api/contacts/${into}/merge`, { from });
    expect(merged.statusCode).toBe(200);
    const { mergeId } = merged.json().data;
    expect(merged.json().data).toMatchObject({ email: 'minh.p@example.vn', tags: ['Mới', 'VIP'] });

    const undone = await call('POST', `/api/contacts/${into}/merge/undo`, { mergeId });
    expect([undone.statusCode, undone.json().message]).toEqual([200, M.mergeUndone]);
    const back = (await call('GET', `/api/contacts/${from}`)).json().data;
    expect(back).toMatchObject({
      _id: from,
      name: 'Minh P.',
      phone: '+84377100300',
      email: 'minh.p@example.vn',
      tags: ['VIP'],
      ownerId: adminId,
      createdAt: fromBefore.createdAt,
    });
    expect(back.notes.map((n: { body: string }) => n.body)).toEqual(['Gọi lại sau 17 giờ']);
    expect(await contactOf('booking', b._id)).toBe(from);
    expect(await contactOf('booking', a._id)).toBe(into);
    const kept = (await call('GET', `/api/contacts/${into}`)).json().data;
    expect(kept).toMatchObject({ phone: '+84377100200', email: null, tags: ['Mới'] });
    expect(kept.notes).toEqual([]);
    expect(await consentsOf(into)).toEqual([{ channel: 'advise', text_version: version }]);
    const audit = await t.app.pool.query(
      `select after from audit_log where action = 'contact.merge.undo' and target_id = $1`,
      [into],
    );
    expect(audit.rows.map((r) => r.after)).toEqual([{ mergeId, from }]);

    const again = await call('POST', `/api/contacts/${into}/merge/undo`, { mergeId });
    expect([again.statusCode, again.json().message]).toEqual([409, M.undoUnavailable]);
  });

  it('undoes only the latest merge into the contact; a malformed id is 400, another contact’s merge 409', async () => {
    const ids = [] as string[];
    for (const phone of ['0388 200 001', '0388 200 002', '0388 200 003'])
      ids.push(await contactOf('booking', (await book({ phone })).json().data._id));
    const [into, first, second] = ids as [string, string, string];
    const m1 = (await call('POST', `/api/contacts/${into}/merge`, { from: first })).json().data.mergeId;
    const m2 = (await call('POST', `/api/contacts/${into}/merge`, { from: second })).json().data.mergeId;
    const old = await call('POST', `/api/contacts/${into}/merge/undo`, { mergeId: m1 });
    expect([old.statusCode, old.json().message]).toEqual([409, M.undoUnavailable]);
    const elsewhere = await call('POST', `/api/contacts/${first}/merge/undo`, { mergeId: m2 });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await call('POST', `/api/contacts/${into}/merge/undo`, { mergeId: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.mergeUndoIdInvalid]);
    expect((await call('POST', `/api/contacts/${into}/merge/undo`, { mergeId: m2 })).statusCode).toBe(200);
    expect((await call('GET', `/api/contacts/${second}`)).statusCode).toBe(200);
  });
});

describe('consent (Decree 13/2023/NĐ-CP)', () => {
  it('/advise: kept with the notice version when the form sent it, nothing when it did not', async () => {
    const withNotice = (await book({ phone: '0399 300 001', consentVersion: version })).json().data;
    const without = (await book({ phone: '0399 300 002' })).json().data;
    expect(await consentsOf(await contactOf('booking', withNotice._id))).toEqual([
      { channel: 'advise', text_version: version },
    ]);
    expect(await consentsOf(await contactOf('booking', without._id))).toEqual([]);
    const bad = await book({ phone: '0399 300 003', consentVersion: '1999-01-01' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, CONSENT_VERSION_INVALID_MESSAGE]);
  });

  it('/payment: kept under the payment channel, with the time the order was placed', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        serviceId,
        fullName: 'Lê Thu',
        phone: '0399300010',
        email: 'le.thu@example.vn',
        paymentMethod: 'MOMO',
        consentVersion: version,
      },
      remoteAddress: anotherClientAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const contact = await contactOf('order', placed.json().data._id);
    expect(await consentsOf(contact)).toEqual([{ channel: 'payment', text_version: version }]);
    const page = (await call('GET', `/api/contacts/${contact}`)).json().data;
    expect(page.consents).toEqual([
      { channel: 'payment', textVersion: version, givenAt: expect.any(String) },
    ]);
  });

  it('live chat details: kept once per notice version, however often the visitor reconnects', async () => {
    const sessionId = newSessionId();
    for (let i = 0; i < 2; i++) {
      const v = await visitor(base, sessionId, { userPhone: '0399 300 020', consentVersion: version });
      expect((await ask(v, 'send_message', { message: `Xin chào ${i}`, sessionId })).success).toBe(true);
      v.close();
    }
    const room = (await t.app.pool.query('select id from livechat_rooms where session_id = $1', [sessionId]))
      .rows[0];
    expect(await consentsOf(await contactOf('livechat', room.id))).toEqual([
      { channel: 'livechat', text_version: version },
    ]);
  });
});

describe('the contact page’s people', () => {
  it('lists the possible owners (holders of contacts.manage) and names owners and note authors', async () => {
    const owners = await call('GET', '/api/contacts/owners');
    expect(owners.statusCode).toBe(200);
    const list = owners.json().data as Array<{ _id: string; fullName: string }>;
    expect(list.map((o) => o._id)).toContain(adminId);
    const staffId = (
      await t.app.pool.query('select id from accounts where email = $1', [TEST_ACCOUNTS.staff.email])
    ).rows[0].id;
    expect(list.map((o) => o._id)).not.toContain(staffId);

    const booked = (await book({ phone: '0399 300 030' })).json().data;
    const contact = await contactOf('booking', booked._id);
    await call('PATCH', `/api/contacts/${contact}`, { ownerId: adminId });
    await call('POST', `/api/contacts/${contact}/notes`, { body: 'Đã gọi' });
    const page = (await call('GET', `/api/contacts/${contact}`)).json().data;
    const name = list.find((o) => o._id === adminId)?.fullName;
    expect(page.ownerName).toBe(name);
    expect(page.notes[0].authorName).toBe(name);
  });
});
