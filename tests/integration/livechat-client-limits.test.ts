import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_CLIENT_BUDGET, LIVECHAT_MESSAGES as M } from '../../src/domain/livechat/livechat.schema.ts';
import { RATE_LIMITED_MESSAGE } from '../../src/server/lib/counter-limits.ts';
import { agent, ask, connect, connected, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Live chat budgets per client address (decision 031), with real socket.io-client sockets on the real server.
// The app trusts the loopback as its proxy, so each test speaks from its own address through X-Forwarded-For.
let t: TestApp;
let base: string;
let adminToken: string;
const open: Array<{ close(): void }> = [];
const track = <S extends { close(): void }>(s: S) => {
  open.push(s);
  return s;
};
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeAll(async () => {
  t = await createTestApp({ trustProxy: '127.0.0.1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const storedFrom = async (sessionIds: string[]) =>
  Number(
    (
      await t.app.pool.query(
        `select count(*)::int as n from livechat_messages m join livechat_rooms r on r.id = m.room_id
          where r.session_id = any($1)`,
        [sessionIds],
      )
    ).rows[0].n,
  );
const roomsOf = async (sessionIds: string[]) =>
  Number(
    (
      await t.app.pool.query('select count(*)::int as n from livechat_rooms where session_id = any($1)', [
        sessionIds,
      ])
    ).rows[0].n,
  );

describe('live chat budgets per client address', () => {
  it('M1 messages: one address sends at most its budget a minute over many sockets; nothing past it is stored', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 5 }, async () =>
        track(await visitor(base, newSessionId(), {}, from('198.51.100.7'))),
      ),
    );
    // 15 each: under the per-socket limit (20 in 10 s), 75 in all from one address
    const answers = await Promise.all(
      sockets.flatMap((s) =>
        Array.from({ length: 15 }, (_, i) =>
          ask(s, 'send_message', { sessionId: s.sessionId, message: `m${i}` }),
        ),
      ),
    );
    const budget = LIVECHAT_CLIENT_BUDGET.messagesPerMinute;
    expect(answers.filter((a) => a.success)).toHaveLength(budget);
    const refused = answers.filter((a) => !a.success);
    expect(refused).toHaveLength(75 - budget);
    for (const a of refused) expect(a).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: M.tooFast });
    expect(await storedFrom(sockets.map((s) => s.sessionId))).toBe(budget);
    // another address is not held back by this one
    const other = track(await visitor(base, newSessionId(), {}, from('198.51.100.8')));
    expect(
      (await ask(other, 'send_message', { sessionId: other.sessionId, message: 'Xin chào' })).success,
    ).toBe(true);
  });

  it('M1 rooms: one address opens at most its budget of new rooms an hour; its existing rooms still talk', async () => {
    const budget = LIVECHAT_CLIENT_BUDGET.roomsPerHour;
    const sessions: string[] = [];
    const answers = [];
    // one socket at a time (the socket budget is not what is tested here), one message each: a new room each
    for (let i = 0; i < budget + 3; i++) {
      const v = await visitor(base, newSessionId(), {}, from('2001:db8:77:1::5'));
      sessions.push(v.sessionId);
      answers.push(await ask(v, 'send_message', { sessionId: v.sessionId, message: `phòng ${i}` }));
      v.close();
    }
    expect(answers.filter((a) => a.success)).toHaveLength(budget);
    expect(answers.slice(budget)).toEqual(
      Array(3).fill(
        expect.objectContaining({ success: false, code: 'TOO_MANY_REQUESTS', message: M.tooFast }),
      ),
    );
    expect(await roomsOf(sessions)).toBe(budget);
    expect(await storedFrom(sessions)).toBe(budget);
    // the same /64, another interface id: the same client
    const sameNetwork = track(await visitor(base, newSessionId(), {}, from('2001:db8:77:1:abcd::9')));
    expect(
      await ask(sameNetwork, 'send_message', { sessionId: sameNetwork.sessionId, message: 'x' }),
    ).toMatchObject({
      success: false,
      message: M.tooFast,
    });
    // a room it already has goes on
    const back = track(await visitor(base, sessions[0], {}, from('2001:db8:77:1::5')));
    expect(
      (await ask(back, 'send_message', { sessionId: back.sessionId, message: 'Tôi quay lại' })).success,
    ).toBe(true);
  });

  it('M1 sockets: one address holds at most its budget of sockets at once, and a closed one frees its place', async () => {
    const budget = LIVECHAT_CLIENT_BUDGET.sockets;
    const held = [];
    for (let i = 0; i < budget; i++)
      held.push(
        track(await visitor(base, newSessionId(), {}, from(`2001:db8:88:2::${(i + 1).toString(16)}`))),
      );
    const extra = connect(base, { sessionId: newSessionId() }, ['websocket'], from('2001:db8:88:2::ffff'));
    await expect(connected(extra)).rejects.toThrow(RATE_LIMITED_MESSAGE);
    extra.close();
    // agents are not visitors: an agent from the same address still connects
    const a = track(
      connect(base, { token: adminToken, isAdmin: true }, ['websocket'], from('2001:db8:88:2::1')),
    );
    await connected(a);
    // one closes: its place is given back (on disconnect, not on a timer)
    const gone = held[0];
    gone?.close();
    await vi.waitFor(async () => {
      const next = connect(base, { sessionId: newSessionId() }, ['websocket'], from('2001:db8:88:2::abc'));
      try {
        await connected(next);
      } finally {
        track(next);
      }
    });
  });
});

describe('the agents console', () => {
  it('M1 console: a waiting room stays listed however many rooms are newer', async () => {
    const v = track(
      await visitor(base, newSessionId(), { userName: 'Khách Đang Chờ' }, from('203.0.113.40')),
    );
    expect(
      (await ask(v, 'send_message', { sessionId: v.sessionId, message: 'Tôi cần hỗ trợ' })).success,
    ).toBe(true);
    // an answered room older still, then 520 newer rooms (answered ones), written directly
    await t.app.pool.query(`
      with old as (
        insert into livechat_rooms (session_id, visitor_name, last_message_at)
        values ('old-answered-room-0001', 'Khách Cũ Đã Trả Lời', now() - interval '1 day') returning id)
      insert into livechat_messages (room_id, sender, message, created_at)
      select id, 'admin', 'đã trả lời', now() - interval '1 day' from old`);
    await t.app.pool.query(`
      with made as (
        insert into livechat_rooms (session_id, visitor_name, last_message_at)
        select 'newer-room-' || lpad(n::text, 6, '0'), 'Khách ' || n, now() + n * interval '1 second'
          from generate_series(1, 520) n returning id, last_message_at)
      insert into livechat_messages (room_id, sender, message, created_at)
      select id, 'admin', 'đã trả lời', last_message_at from made`);
    const rooms = (
      await (
        await fetch(`${base}/api/livechat/rooms`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()
    ).data as Array<{ user: { name: string }; waiting: boolean }>;
    expect(rooms.find((r) => r.user.name === 'Khách Đang Chờ')).toMatchObject({ waiting: true });
    // answered rooms beyond the newest 500 are left for the search
    expect(rooms.some((r) => r.user.name === 'Khách Cũ Đã Trả Lời')).toBe(false);
    expect(rooms.filter((r) => !r.waiting).length).toBeLessThanOrEqual(500);
    // and the agent's socket gets the same list
    const ag = track(await agent(base, adminToken));
    await vi.waitFor(() => expect(ag.of('active_chats')).toHaveLength(1));
    const list = ag.of('active_chats')[0] as Array<{ user: { name: string } }>;
    expect(list.some((r) => r.user.name === 'Khách Đang Chờ')).toBe(true);
  });

  it('L2: a room deleted through the socket event is in the audit trail, as the HTTP deletion is', async () => {
    const audit = async (roomId: string) =>
      (
        await t.app.pool.query(
          'select action, target_type, target_id, actor_email, ip from audit_log where target_id = $1',
          [roomId],
        )
      ).rows;
    const roomOf = async (sessionId: string) =>
      (await t.app.pool.query('select id from livechat_rooms where session_id = $1', [sessionId])).rows[0]
        .id as string;
    const byHttp = track(await visitor(base, newSessionId(), {}, from('203.0.113.41')));
    await ask(byHttp, 'send_message', { sessionId: byHttp.sessionId, message: 'Xóa qua HTTP' });
    const httpRoom = await roomOf(byHttp.sessionId);
    const del = await fetch(`${base}/api/livechat/room/${httpRoom}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': '192.0.2.10' },
    });
    expect(del.status).toBe(200);

    const bySocket = track(await visitor(base, newSessionId(), {}, from('203.0.113.42')));
    await ask(bySocket, 'send_message', { sessionId: bySocket.sessionId, message: 'Xóa qua socket' });
    const socketRoom = await roomOf(bySocket.sessionId);
    const ag = track(connect(base, { token: adminToken, isAdmin: true }, ['websocket'], from('192.0.2.10')));
    await connected(ag);
    expect(await ask(ag, 'admin_deleted_chat', { roomId: socketRoom })).toMatchObject({ success: true });
    expect(
      (await t.app.pool.query('select 1 from livechat_rooms where id = $1', [socketRoom])).rowCount,
    ).toBe(0);

    const [http] = await audit(httpRoom);
    const [socket] = await audit(socketRoom);
    expect(http).toMatchObject({
      action: 'trash.action',
      target_type: 'livechat',
      actor_email: 'admin@example.com',
    });
    expect(socket).toEqual({ ...http, target_id: socketRoom });
    // a room already gone: nothing deleted, nothing recorded
    expect(await ask(ag, 'admin_deleted_chat', { roomId: socketRoom })).toMatchObject({ success: true });
    expect(await audit(socketRoom)).toHaveLength(1);
  });

  it('CSV: the export neutralises a formula after any leading white space', async () => {
    const v = track(await visitor(base, newSessionId(), { userName: 'Khách CSV' }, from('203.0.113.43')));
    const texts = [
      '=1+1',
      ' =HYPERLINK("http://x")',
      '\n=cmd|" /C calc"!A0',
      '\u00a0+SUM(A1)',
      '\u3000@evil',
      '\u2003-2+3',
      '\t\t=1',
      'bình thường = an toàn',
    ];
    for (const message of texts)
      expect((await ask(v, 'send_message', { sessionId: v.sessionId, message })).success).toBe(true);
    const roomId = (
      await t.app.pool.query('select id from livechat_rooms where session_id = $1', [v.sessionId])
    ).rows[0].id;
    const csv = await (
      await fetch(`${base}/api/livechat/export/${roomId}?format=csv`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).text();
    for (const text of texts.slice(0, -1)) expect(csv).toContain(`"'${text.replaceAll('"', '""')}"`);
    expect(csv).toContain('"bình thường = an toàn"');
  });
});
