import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_SUCCESS_MESSAGE } from '../../src/domain/bookings/consultation.rules.ts';
import { CONSENT_NOTICE } from '../../src/domain/contacts/consent-notice.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { createTestApp, login, onlyContactFound, type TestApp } from '../helpers/test-app.ts';

// decision 050: the consultation booking inside the chats: offered by the assistant on a quote asked for or its
// second fallback, filled from the conversation; made through the /advise rules and outbox, consent channel
// chat_booking, and the assistant's transcript joins the booking's contact.
let t: TestApp;
let token: string;
// the limits are counted per client address in a shared store: a fresh address per run
const ip = `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250)).join('.')}`;

beforeAll(async () => {
  t = await createTestApp({ redisUrl: testRedisUrl });
  token = await login(t.app, 'admin');
});
afterAll(() => t.close());

const ask = async (message: string, sessionId?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    payload: { message, ...(sessionId ? { sessionId } : {}) },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    sessionId: string;
    botResponse: { fallback: boolean; offerBooking: null | Record<string, string> };
  };
};

describe('the assistant offers the booking', () => {
  it('when the visitor asks for a price, filled from what they typed before', async () => {
    const first = await ask('Tôi tên là Đỗ Minh Khoa, email khoa.do@example.vn');
    const quote = await ask('Cho tôi xin báo giá làm website', first.sessionId);
    expect(quote.botResponse.offerBooking).toEqual({
      fullName: 'Đỗ Minh Khoa',
      phone: '',
      email: 'khoa.do@example.vn',
      service: 'Website',
    });
    // the chat reopened (its history): the offer stands under the last answer, filled the same way
    const history = async () =>
      (await t.app.inject({ url: `/api/chat/history/${first.sessionId}?page=1&limit=10` })).json().data
        .items as Array<{ offerBooking?: Record<string, string> }>;
    const reopened = await history();
    expect(reopened.map((i) => i.offerBooking)).toEqual([undefined, quote.botResponse.offerBooking]);
    // an answer after it that offers nothing: the reopened chat offers nothing either
    const thanks = await ask('Dịch vụ thiết kế website gồm những gì?', first.sessionId);
    expect(thanks.botResponse.offerBooking).toBeNull();
    expect((await history()).map((i) => i.offerBooking)).toEqual([undefined, undefined, undefined]);
  });

  it('on the second answer it did not understand, not the first', async () => {
    const one = await ask('zqxv plokm trudel');
    expect(one.botResponse.fallback).toBe(true);
    expect(one.botResponse.offerBooking).toBeNull();
    const two = await ask('wugg frappo zintel', one.sessionId);
    expect(two.botResponse.fallback).toBe(true);
    expect(two.botResponse.offerBooking).not.toBeNull();
  });
});

describe('POST /api/bookings/chat', () => {
  it('books through the /advise rules, stores the chat_booking consent, queues the CRM contact and links the assistant transcript', async () => {
    const chat = await ask('Báo giá app bán hàng bao nhiêu tiền? số tôi 0912 345 677');
    expect(chat.botResponse.offerBooking).toMatchObject({ phone: '0912345677', service: 'App' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/chat',
      remoteAddress: ip,
      payload: {
        fullName: 'Vũ Thanh Hà',
        phone: '0912345677',
        email: '',
        service: 'App',
        note: 'Đặt trong khung chat',
        consentVersion: CONSENT_NOTICE.version,
        assistantSessionId: chat.sessionId,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: CONSULTATION_SUCCESS_MESSAGE });
    const bookingId = response.json().data._id as string;

    const outbox = await t.app.pool.query('select kind from crm_outbox where booking_id = $1', [bookingId]);
    expect(outbox.rows.map((r) => r.kind)).toContain('crm');

    const contact = await onlyContactFound(t.app, token, '0912345677');
    expect(contact.consents).toEqual([
      expect.objectContaining({ channel: 'chat_booking', textVersion: CONSENT_NOTICE.version }),
    ]);
    expect(contact.links).toEqual(
      expect.arrayContaining([
        { source: 'booking', refId: bookingId },
        { source: 'assistant', refId: chat.sessionId },
      ]),
    );
    const kinds = contact.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('booking');
    expect(kinds).toContain('assistant_message');
  });

  it('answers a bad form with the spec message of the field, and books nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/chat',
      remoteAddress: ip,
      payload: { fullName: 'Khoa', phone: '12', service: 'Website', assistantSessionId: 'bad id!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(typeof response.json().message).toBe('string');
    const { rows } = await t.app.pool.query("select 1 from bookings where full_name = 'Khoa'");
    expect(rows).toHaveLength(0);
  });
});
