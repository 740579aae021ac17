import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_NOTICE } from '../../src/domain/contacts/consent-notice.ts';
import { DETAILS_MESSAGES } from '../../src/domain/livechat/details.rules.ts';
import { LEAVE_MESSAGE_TEXTS } from '../../src/domain/livechat/leave-message.schema.ts';
import { newSessionId } from '../helpers/livechat-client.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { mailSettings, startSmtpStub } from '../helpers/smtp-stub.ts';
import { createTestApp, login, onlyContactFound, type TestApp } from '../helpers/test-app.ts';

// decision 050: outside business hours a visitor leaves a message in the live chat panel; it waits in the console
// as a room, lands on the contact with the consent, and the office gets ONE digest e-mail once it opens, however
// many processes run the digest job at the same moment.
const FRIDAY_NIGHT = new Date('2026-11-27T15:00:00Z'); // 22:00 in Vietnam, the office closed
const SATURDAY_MORNING = new Date('2026-11-28T02:00:00Z'); // 09:00 in Vietnam, open 08:00–12:00
let now = FRIDAY_NIGHT;
const clock = () => now;

let a: TestApp;
let b: TestApp;
let token: string;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;

beforeAll(async () => {
  smtp = await startSmtpStub();
  const shared = { ...mailSettings(smtp.url), redisUrl: testRedisUrl };
  a = await createTestApp(shared, clock);
  // a second instance of the service on the same database (and Redis): the scaled-out case
  b = await createTestApp({ ...shared, databaseUrl: a.databaseUrl }, clock);
  token = await login(a.app, 'admin');
});
afterAll(async () => {
  await b.close();
  await a.close();
  await smtp.close();
});

// a fresh client address per run: the limits are counted in the shared Redis, which outlives a run
const randomIp = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250)).join('.')}`;
const leave = (app: TestApp, payload: Record<string, unknown>, ip = randomIp()) =>
  app.app.inject({ method: 'POST', url: '/api/livechat/messages-left', payload, remoteAddress: ip });
const auth = () => ({ authorization: `Bearer ${token}` });

describe('leaving a message outside business hours', () => {
  it('the panel is told the office is closed', async () => {
    const body = (await a.app.inject({ method: 'GET', url: '/api/livechat/availability' })).json();
    expect(body.data.open).toBe(false);
  });

  it('lands in the console as a waiting room and on the contact with its consent', async () => {
    const sessionId = newSessionId();
    const response = await leave(a, {
      sessionId,
      name: 'Trần Thị Mai',
      phone: '0912 000 501'.replaceAll(' ', ''),
      email: '',
      message: 'Tôi cần tư vấn làm website bán hàng, gọi lại giúp tôi nhé',
      consentVersion: CONSENT_NOTICE.version,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: LEAVE_MESSAGE_TEXTS.sent });

    const rooms = (await a.app.inject({ method: 'GET', url: '/api/livechat/rooms', headers: auth() })).json()
      .data as Array<{
      user: { sessionId: string; name: string };
      waiting: boolean;
      lastMessage: { content: string };
    }>;
    const room = rooms.find((r) => r.user.sessionId === sessionId);
    expect(room).toMatchObject({
      user: { name: 'Trần Thị Mai' },
      waiting: true,
      lastMessage: { content: 'Tôi cần tư vấn làm website bán hàng, gọi lại giúp tôi nhé' },
    });
    const history = (await a.app.inject({ method: 'GET', url: `/api/livechat/history/${sessionId}` })).json()
      .data as Array<{ sender: string; message: string }>;
    expect(history).toEqual([
      expect.objectContaining({
        sender: 'user',
        message: 'Tôi cần tư vấn làm website bán hàng, gọi lại giúp tôi nhé',
      }),
    ]);

    const contact = await onlyContactFound(a.app, token, '0912000501');
    expect(contact.name).toBe('Trần Thị Mai');
    expect(contact.consents).toEqual([
      expect.objectContaining({ channel: 'livechat_message', textVersion: CONSENT_NOTICE.version }),
    ]);
    expect(contact.links).toEqual([expect.objectContaining({ source: 'livechat' })]);
    // the contact page marks the message as one left outside business hours
    expect(contact.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'chat_message',
        summary: 'Tôi cần tư vấn làm website bán hàng, gọi lại giúp tôi nhé',
        detail: expect.objectContaining({ sender: 'user', left: true }),
      }),
    );
  });

  it('refuses details the live chat form would refuse, in Vietnamese, and stores nothing', async () => {
    const sessionId = newSessionId();
    const response = await leave(a, { sessionId, name: 'Khách', phone: '', email: '', message: 'alo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DETAILS_MESSAGES.phoneOrEmail);
    const { rows } = await a.app.pool.query('select 1 from livechat_rooms where session_id = $1', [
      sessionId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('the digest e-mail', () => {
  const digests = async () =>
    (
      await a.app.pool.query(
        "select payload, status from crm_outbox where idempotency_key like 'livechat-left-digest-%' order by created_at",
      )
    ).rows as Array<{ payload: { to: string; text: string; subject: string }; status: string }>;

  it('is not sent while the office is closed', async () => {
    await leave(b, {
      sessionId: newSessionId(),
      name: 'Lê Văn Hùng',
      phone: '',
      email: 'hung.le@example.vn',
      message: 'Báo giá app đặt lịch giúp tôi',
    });
    expect(await a.app.jobs.liveChatLeftDigest.tick()).toBe(0);
    expect(await digests()).toEqual([]);
  });

  it('goes once the office opens, once across two instances, listing every message left', async () => {
    now = SATURDAY_MORNING;
    const [fromA, fromB] = await Promise.all([
      a.app.jobs.liveChatLeftDigest.tick(),
      b.app.jobs.liveChatLeftDigest.tick(),
    ]);
    // exactly one of the two processes took the two messages
    expect([fromA, fromB].sort()).toEqual([0, 2]);
    const rows = await digests();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.to).toBe('sales@saovietsoft.vn');
    expect(rows[0]!.payload.text).toContain('Tôi cần tư vấn làm website bán hàng');
    expect(rows[0]!.payload.text).toContain('Báo giá app đặt lịch giúp tôi');
    expect(rows[0]!.payload.text).toContain('https://saovietsoft.vn/admin/chat/live');
    await vi.waitFor(
      () => expect(smtp.received.filter((m) => m.subject?.startsWith('Lời nhắn ngoài giờ'))).toHaveLength(1),
      { timeout: 10_000 },
    );
    // nothing left for a later digest
    expect(await b.app.jobs.liveChatLeftDigest.tick()).toBe(0);
    expect(await digests()).toHaveLength(1);
  });

  it('a message left later goes in the next digest, alone', async () => {
    await leave(a, {
      sessionId: newSessionId(),
      name: 'Phạm Thu',
      phone: '0987000502',
      email: '',
      message: 'Để lại lời nhắn thứ ba',
    });
    expect(await b.app.jobs.liveChatLeftDigest.tick()).toBe(1);
    const rows = await digests();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.payload.text).toContain('Để lại lời nhắn thứ ba');
    expect(rows[1]!.payload.text).not.toContain('Báo giá app đặt lịch');
  });
});

describe('limits', () => {
  it('counts left messages per client address: the sixth in an hour is refused with a 429', async () => {
    const ip = randomIp();
    const one = (i: number) =>
      leave(
        a,
        {
          sessionId: newSessionId(),
          name: 'Ngô Bình',
          phone: `09120005${10 + i}`,
          email: '',
          message: `m${i}`,
        },
        ip,
      );
    for (let i = 0; i < 5; i++) expect((await one(i)).statusCode).toBe(201);
    const refused = await one(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LEAVE_MESSAGE_TEXTS.tooMany);
    // another address is not affected
    expect(
      (
        await leave(
          b,
          { sessionId: newSessionId(), name: 'Ngô Bình', phone: '0912000599', email: '', message: 'x' },
          randomIp(),
        )
      ).statusCode,
    ).toBe(201);
  });
});
