import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agent, ask, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { mailSettings, startSmtpStub } from '../helpers/smtp-stub.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 031: with SMTP_URL set, a visitor who writes while no agent is online makes one e-mail per waiting
// spell, through the bookings' outbox, to the booking notice address (LIVECHAT_NOTICE_EMAIL unset), over SMTP.
let t: TestApp;
let base: string;
let adminToken: string;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
const open: Array<{ close(): void }> = [];
const track = <S extends { close(): void }>(s: S) => {
  open.push(s);
  return s;
};

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp(mailSettings(smtp.url));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await Promise.all([t.close(), smtp.close()]);
});

const roomOf = async (sessionId: string) =>
  (await t.app.pool.query('select id from livechat_rooms where session_id = $1', [sessionId])).rows[0]
    ?.id as string;
/**
 * The notices whose e-mail quotes one of a room's messages (the acknowledgement follows the decision, so this is
 * final after an ack).
 */
const notices = async (roomId: string) =>
  (
    await t.app.pool.query(
      `select kind, status from crm_outbox o where idempotency_key like 'livechat-waiting-%'
          and exists (select 1 from livechat_messages m
                       where m.room_id = $1 and strpos(o.payload->>'text', m.message) > 0)
        order by created_at`,
      [roomId],
    )
  ).rows as Array<{ kind: string; status: string }>;
const allNotices = async () =>
  Number(
    (
      await t.app.pool.query(
        "select count(*)::int as n from crm_outbox where idempotency_key like 'livechat-waiting-%'",
      )
    ).rows[0].n,
  );
const mailsAbout = (text: string) => smtp.received.filter((m) => m.text.includes(text));
const allSent = async (roomId: string, n: number) =>
  vi.waitFor(
    async () => {
      const rows = await notices(roomId);
      expect(rows).toHaveLength(n);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    },
    { timeout: 10_000 },
  );

describe('the e-mail notice of a waiting room', () => {
  it('sends one e-mail per waiting spell while no agent is online, the message as text, with the console link', async () => {
    const sid = newSessionId();
    const v = track(await visitor(base, sid, { userEmail: 'an@example.vn' }));
    const first = 'Cần báo giá <b>gấp</b> & "nhanh" mã-8841';
    expect((await ask(v, 'send_message', { sessionId: sid, message: first, clientId: 'w-1' })).success).toBe(
      true,
    );
    // more messages of the same spell, one a resend, one from a second tab: no second notice
    expect((await ask(v, 'send_message', { sessionId: sid, message: 'Còn ai không? mã-8841' })).success).toBe(
      true,
    );
    const dup = await ask(v, 'send_message', { sessionId: sid, message: first, clientId: 'w-1' });
    expect(dup).toMatchObject({ success: true, duplicate: true });
    const tab = track(await visitor(base, sid));
    expect((await ask(tab, 'send_message', { sessionId: sid, message: 'Tab khác mã-8841' })).success).toBe(
      true,
    );

    const roomId = await roomOf(sid);
    await allSent(roomId, 1);
    const mails = mailsAbout('mã-8841');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toEqual(['sales@saovietsoft.vn']);
    expect(mail?.subject).toBe('Khách đang chờ hỗ trợ trực tuyến: Nguyễn Văn An');
    expect(mail?.text).toContain('Họ tên: Nguyễn Văn An');
    expect(mail?.text).toContain('Số điện thoại: 0912345678');
    expect(mail?.text).toContain('Email: an@example.vn');
    expect(mail?.text).toContain(`Tin nhắn: ${first}`);
    expect(mail?.text).not.toContain('Còn ai không');
    expect(mail?.text).toContain('https://saovietsoft.vn/admin/chat/live');
    // the visitor's text is text in the HTML part too, never markup
    expect(mail?.html).toContain('Cần báo giá &lt;b&gt;gấp&lt;/b&gt; &amp; &quot;nhanh&quot;');
    expect(mail?.html).not.toContain('<b>gấp</b>');
    expect(mail?.html).toContain('href="https://saovietsoft.vn/admin/chat/live"');

    // an agent answers, then leaves: the visitor's next message starts a new waiting spell, one more notice
    const a = track(await agent(base, adminToken));
    expect((await ask(a, 'admin_send_message', { roomId, message: 'Chào anh, em đây ạ' })).success).toBe(
      true,
    );
    a.close();
    await vi.waitFor(() => expect(v.of('agents_status').at(-1)).toEqual({ online: false }));
    expect((await ask(v, 'send_message', { sessionId: sid, message: 'Lại chờ mã-8842' })).success).toBe(true);
    expect((await ask(v, 'send_message', { sessionId: sid, message: 'Vẫn chờ mã-8842' })).success).toBe(true);
    await allSent(roomId, 2);
    expect(mailsAbout('mã-8841')).toHaveLength(1);
    expect(mailsAbout('Lại chờ mã-8842')).toHaveLength(1);
    expect(mailsAbout('Vẫn chờ mã-8842')).toHaveLength(0);
  });

  it('sends nothing while an agent is online', async () => {
    const a = track(await agent(base, adminToken));
    const sid = newSessionId();
    const v = track(await visitor(base, sid));
    await vi.waitFor(() => expect(v.of('agents_status').at(-1)).toEqual({ online: true }));
    expect((await ask(v, 'send_message', { sessionId: sid, message: 'Có nhân viên mã-8843' })).success).toBe(
      true,
    );
    expect(await notices(await roomOf(sid))).toEqual([]);
    // the agent answers (a new waiting spell begins after it) and leaves: a later notice of another room goes
    // out alone, the dispatcher has nothing of the first room to send
    expect(
      (await ask(a, 'admin_send_message', { roomId: await roomOf(sid), message: 'Em đây ạ' })).success,
    ).toBe(true);
    a.close();
    const other = newSessionId();
    const w = track(await visitor(base, other));
    await vi.waitFor(() => expect(w.of('agents_status').at(-1)).toEqual({ online: false }));
    expect((await ask(w, 'send_message', { sessionId: other, message: 'Không ai mã-8844' })).success).toBe(
      true,
    );
    await allSent(await roomOf(other), 1);
    expect(mailsAbout('mã-8843')).toHaveLength(0);
    expect(mailsAbout('mã-8844')).toHaveLength(1);
  });

  it('goes to LIVECHAT_NOTICE_EMAIL when it is set', async () => {
    const own = await createTestApp({
      ...mailSettings(smtp.url),
      livechatNoticeEmail: 'hotro@saovietsoft.vn',
    });
    try {
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const sid = newSessionId();
      const v = track(await visitor(url, sid));
      expect(
        (await ask(v, 'send_message', { sessionId: sid, message: 'Địa chỉ riêng mã-8845' })).success,
      ).toBe(true);
      await vi.waitFor(() => expect(mailsAbout('mã-8845')).toHaveLength(1), { timeout: 10_000 });
      expect(mailsAbout('mã-8845')[0]?.to).toEqual(['hotro@saovietsoft.vn']);
      v.close();
    } finally {
      await own.close();
    }
  });

  it('M1 digest: many rooms waiting in one spell make one e-mail, not one per room', async () => {
    // an agent answers somewhere, then nobody is online: a new spell
    const a = track(await agent(base, adminToken));
    const first = track(await visitor(base));
    expect(
      (await ask(first, 'send_message', { sessionId: first.sessionId, message: 'Trước mã-8850' })).success,
    ).toBe(true);
    expect(
      (await ask(a, 'admin_send_message', { roomId: await roomOf(first.sessionId), message: 'Chào anh' }))
        .success,
    ).toBe(true);
    a.close();
    await vi.waitFor(() => expect(first.of('agents_status').at(-1)).toEqual({ online: false }));
    const before = await allNotices();
    const visitors = [];
    for (let i = 0; i < 8; i++)
      visitors.push(track(await visitor(base, newSessionId(), { userName: `Khách số ${i}` })));
    for (const [i, v] of visitors.entries())
      expect(
        (await ask(v, 'send_message', { sessionId: v.sessionId, message: `Phòng ${i} mã-8851` })).success,
      ).toBe(true);
    expect(await allNotices()).toBe(before + 1);
    await vi.waitFor(() => expect(mailsAbout('mã-8851')).toHaveLength(1), { timeout: 10_000 });
    expect(mailsAbout('mã-8851')[0]?.text).toContain('Tin nhắn: Phòng 0 mã-8851');
    expect(mailsAbout('mã-8851')[0]?.text).toContain('không gửi thêm thư này');
  });
});
