import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_MESSAGES as M } from '../../src/domain/livechat/livechat.schema.ts';
import { agent, ask, connect, connected, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 018: the socket server on the real HTTP server, with real socket.io-client sockets.
let t: TestApp;
let base: string;
let adminToken: string;
const open: Array<{ close(): void }> = [];
const track = <S extends { close(): void }>(s: S) => {
  open.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp({ livechatAgentRecheckMs: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminToken = await login(t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const history = async (sessionId: string) =>
  (await (await fetch(`${base}/api/livechat/history/${sessionId}`)).json()) as {
    success: boolean;
    data: Array<{ _id: string; sender: string; message: string }>;
    pagination: { total: number };
  };
const api = (path: string, init: RequestInit = {}, token = adminToken) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('visitors', () => {
  it('stores a message before acknowledging it, and an unknown session has an empty history', async () => {
    const sid = newSessionId();
    expect(await history(sid)).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
    const v = track(await visitor(base, sid));
    const ack = await ask(v, 'send_message', { message: 'Xin chào <b>shop</b>', sessionId: sid });
    expect(ack.success).toBe(true);
    const h = await history(sid);
    expect(h.data.map((m) => [m._id, m.sender, m.message])).toEqual([
      [ack.data?._id, 'user', 'Xin chào <b>shop</b>'],
    ]);
    // without an acknowledgement, accepted too
    v.emit('send_message', { message: 'Không cần xác nhận', sessionId: sid });
    await vi.waitFor(async () => expect((await history(sid)).data).toHaveLength(2));
  });

  it('works over long-polling too (both transports enabled)', async () => {
    const sid = newSessionId();
    const v = track(connect(base, { sessionId: sid }, ['polling']));
    await connected(v);
    expect(v.io.engine.transport.name).toBe('polling');
    expect((await ask(v, 'send_message', { message: 'qua polling', sessionId: sid })).success).toBe(true);
    expect((await history(sid)).data.map((m) => m.message)).toEqual(['qua polling']);
  });

  it('stores a resend with the same client id once', async () => {
    const sid = newSessionId();
    const v = track(await visitor(base, sid));
    const first = await ask(v, 'send_message', { message: 'Một lần thôi', sessionId: sid, clientId: 'c-1' });
    v.close();
    const again = track(await visitor(base, sid));
    const second = await ask(again, 'send_message', {
      message: 'Một lần thôi',
      sessionId: sid,
      clientId: 'c-1',
    });
    expect(second).toMatchObject({ success: true, duplicate: true });
    expect(second.data?._id).toBe(first.data?._id);
    expect((await history(sid)).data).toHaveLength(1);
    // the visitor's other tab heard it once
    expect(again.of('message_received')).toHaveLength(0);
  });

  it('never lets a socket act in another session, nor read its room', async () => {
    const a = track(await visitor(base));
    const b = track(await visitor(base));
    await ask(a, 'send_message', { message: 'Của A', sessionId: a.sessionId });
    const into = await ask(b, 'send_message', { message: 'B chen vào', sessionId: a.sessionId });
    expect(into).toMatchObject({ success: false, code: 'FORBIDDEN', message: M.badSession });
    b.emit('typing', { sessionId: a.sessionId, isTyping: true });
    b.emit('admin_join_room', 'd6f1f7a4-8c1e-4a61-9b39-1f1c6c1e0a11');
    b.emit('admin_send_message', { roomId: 'd6f1f7a4-8c1e-4a61-9b39-1f1c6c1e0a11', message: 'x' });
    await settle();
    expect((await history(a.sessionId)).data.map((m) => m.message)).toEqual(['Của A']);
    expect(b.got.map((g) => g.event).filter((e) => e !== 'agents_status' && e !== 'livechat_error')).toEqual(
      [],
    );
    expect(a.of('message_received').map((m) => (m as { message: string }).message)).toEqual(['Của A']);
  });

  it('refuses a forged isAdmin flag, a forged token and a staff account', async () => {
    const forged = connect(base, { sessionId: newSessionId(), isAdmin: true });
    await expect(connected(forged)).rejects.toThrow(M.badToken);
    forged.close();
    const badToken = connect(base, { isAdmin: true, token: 'eyJhbGciOiJub25lIn0.e30.' });
    await expect(connected(badToken)).rejects.toThrow(M.badToken);
    badToken.close();
    const staff = connect(base, { isAdmin: true, token: await login(t.app, 'staff') });
    await expect(connected(staff)).rejects.toThrow(M.notAgent);
    staff.close();
    const badSession = connect(base, { sessionId: 'short' });
    await expect(connected(badSession)).rejects.toThrow(M.badSession);
    badSession.close();
    // and the HTTP calls of agents are refused to visitors
    expect((await fetch(`${base}/api/livechat/rooms`)).status).toBe(401);
  });

  it('limits message size and rate per socket, and keeps markup as text', async () => {
    const v = track(await visitor(base));
    const big = await ask(v, 'send_message', { message: 'x'.repeat(2001), sessionId: v.sessionId });
    expect(big).toMatchObject({ success: false, message: M.tooLong });
    const blank = await ask(v, 'send_message', { message: '   ', sessionId: v.sessionId });
    expect(blank).toMatchObject({ success: false, message: M.emptyMessage });
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push(await ask(v, 'send_message', { message: `m${i}`, sessionId: v.sessionId }));
    // every attempt counts, the two refused above included: 20 in the window
    expect(answers.filter((a) => a.success)).toHaveLength(18);
    expect(answers.at(-1)).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', message: M.tooFast });
    expect((await history(v.sessionId)).pagination.total).toBe(18);
  });
});

describe('agents and visitors talking', () => {
  it('relays messages, typing, joins and per-agent unread counts', async () => {
    const v = track(await visitor(base));
    // no agent online: the visitor is told, the message kept, the room waits
    await vi.waitFor(() => expect(v.of('agents_status')).toEqual([{ online: false }]));
    await ask(v, 'send_message', { message: 'Có ai không?', sessionId: v.sessionId });

    const a = track(await agent(base, adminToken));
    await vi.waitFor(() => expect(a.of('active_chats')).toHaveLength(1));
    const rooms = a.of('active_chats')[0] as Array<{
      roomId: string;
      user: { sessionId: string; name: string };
      waiting: boolean;
      online: boolean;
      unreadCount: number;
    }>;
    const room = rooms.find((r) => r.user.sessionId === v.sessionId);
    expect(room).toMatchObject({
      waiting: true,
      online: true,
      unreadCount: 1,
      user: { name: 'Nguyễn Văn An' },
    });
    await vi.waitFor(() => expect(v.of('agents_status')).toContainEqual({ online: true }));
    const roomId = room?.roomId as string;

    await ask(a, 'admin_join_room', roomId);
    await vi.waitFor(() => expect(a.of('room_history')).toHaveLength(1));
    expect(a.of('room_history')[0]).toMatchObject({
      roomId,
      messages: [{ sender: 'user', message: 'Có ai không?' }],
    });
    await vi.waitFor(() => expect(v.of('admin_joined')).toHaveLength(1));

    v.emit('typing', { sessionId: v.sessionId, isTyping: true });
    await vi.waitFor(() => expect(a.of('user_typing')).toContainEqual({ roomId, isTyping: true }));
    a.emit('typing', { roomId, sessionId: v.sessionId, isTyping: true });
    await vi.waitFor(() => expect(v.of('admin_typing')).toContainEqual({ isTyping: true }));

    const sent = await ask(a, 'admin_send_message', { roomId, message: 'Chào bạn, mình giúp gì được?' });
    expect(sent.success).toBe(true);
    await vi.waitFor(() =>
      expect(v.of('message_received')).toContainEqual(
        expect.objectContaining({ sender: 'admin', message: 'Chào bạn, mình giúp gì được?' }),
      ),
    );
    await vi.waitFor(() => expect(a.of('admin_message_sent')).toHaveLength(1));

    await ask(v, 'send_message', { message: 'Cho mình hỏi giá', sessionId: v.sessionId });
    await vi.waitFor(() =>
      expect(a.of('new_message')).toContainEqual(
        expect.objectContaining({
          roomId,
          message: expect.objectContaining({ message: 'Cho mình hỏi giá' }),
        }),
      ),
    );
    const unread = async (token: string) =>
      (
        (await (await api('/api/livechat/rooms', {}, token)).json()).data as Array<{
          roomId: string;
          unreadCount: number;
          waiting: boolean;
        }>
      ).find((r) => r.roomId === roomId);
    expect(await unread(adminToken)).toMatchObject({ unreadCount: 2, waiting: false });
    await ask(a, 'mark_as_read', roomId);
    await vi.waitFor(() => expect(a.of('room_marked_read')).toContain(roomId));
    expect((await unread(adminToken))?.unreadCount).toBe(0);
    // another agent's reads are its own: a support agent (a custom role holding only chat.answer) still
    // has both messages unread
    const as = { authorization: `Bearer ${adminToken}` };
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: as,
      payload: { name: 'Hỗ trợ khách hàng', permissions: ['chat.answer'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const supportAccount = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staffs',
      headers: as,
      payload: {
        fullName: 'Nhân viên hỗ trợ',
        email: 'hotro@example.com',
        password: 'Hotro@12345',
        role: 'staff',
      },
    });
    expect(supportAccount.statusCode, supportAccount.body).toBe(201);
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${supportAccount.json().data._id}/roles`,
      headers: as,
      payload: { roles: [role.json().data._id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'hotro@example.com', password: 'Hotro@12345' },
    });
    expect((await unread(second.json().token))?.unreadCount).toBe(2);

    v.close();
    await vi.waitFor(() =>
      expect(a.of('user_disconnected')).toContainEqual({ roomId, sessionId: v.sessionId }),
    );
  });

  it('replays the history on reconnect, with what was said while away', async () => {
    const sid = newSessionId();
    const v = track(await visitor(base, sid));
    await ask(v, 'send_message', { message: 'Trước khi mất mạng', sessionId: sid, clientId: 'r-1' });
    v.close();
    const a = track(await agent(base, adminToken));
    const roomId = (
      (await (await api(`/api/livechat/search?q=${encodeURIComponent('mat mang')}`)).json()).data as Array<{
        roomId: string;
      }>
    )[0]?.roomId;
    expect(roomId).toBeTruthy();
    await ask(a, 'admin_send_message', { roomId, message: 'Trả lời khi khách vắng' });
    const back = track(await visitor(base, sid));
    // the widget resends what it never saw acknowledged: stored once
    await ask(back, 'send_message', { message: 'Trước khi mất mạng', sessionId: sid, clientId: 'r-1' });
    expect((await history(sid)).data.map((m) => [m.sender, m.message])).toEqual([
      ['user', 'Trước khi mất mạng'],
      ['admin', 'Trả lời khi khách vắng'],
    ]);
  });

  it('stores a conversation handed over from the AI assistant as text', async () => {
    const v = track(await visitor(base));
    const ack = await ask(v, 'handoff', {
      sessionId: v.sessionId,
      aiSessionId: 'ai-1',
      transcript: [
        { from: 'visitor', text: 'Giá làm website?' },
        { from: 'bot', text: '<script>x</script> Từ 5 triệu' },
      ],
    });
    expect(ack.success).toBe(true);
    const h = await history(v.sessionId);
    expect(h.data).toEqual([
      expect.objectContaining({
        sender: 'system',
        message: `${M.handoffTitle}\nKhách: Giá làm website?\nTrợ lý AI: <script>x</script> Từ 5 triệu`,
      }),
    ]);
    const bad = await ask(v, 'handoff', {
      sessionId: v.sessionId,
      transcript: [{ from: 'hacker', text: 'x' }],
    });
    expect(bad.success).toBe(false);
  });

  it('disconnects an agent whose token is revoked', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'admin@example.com', password: 'Admin@12345' },
      })
    ).json().token;
    const a = track(await agent(base, token));
    const gone = new Promise((resolve) => a.once('disconnect', resolve));
    // logging out ends this token's session: the socket's recheck finds it gone
    expect((await api('/api/admin/logout', { method: 'POST' }, token)).status).toBe(200);
    await expect(gone).resolves.toBe('io server disconnect');
    adminToken = await login(t.app, 'admin');
  });
});

describe('HTTP calls', () => {
  it('deletes a room for every agent, exports, counts and searches without diacritics', async () => {
    const v = track(
      await visitor(base, newSessionId(), {
        userName: 'Trần Thị Bích',
        userEmail: 'bich@example.com',
        userPhone: '',
      }),
    );
    await ask(v, 'send_message', { message: '=HYPERLINK("x") báo giá', sessionId: v.sessionId });
    const a = track(await agent(base, adminToken));
    const found = (await (await api('/api/livechat/search?q=tran%20thi%20bich')).json()).data as Array<{
      roomId: string;
    }>;
    expect(found).toHaveLength(1);
    const roomId = found[0]?.roomId as string;

    const txt = await api(`/api/livechat/export/${roomId}`);
    expect(txt.headers.get('content-disposition')).toContain('.txt');
    expect(await txt.text()).toContain('Khách: =HYPERLINK("x") báo giá');
    const csv = await (await api(`/api/livechat/export/${roomId}?format=csv`)).text();
    expect(csv).toContain(`"'=HYPERLINK(""x"") báo giá"`);

    const stats = (await (await api('/api/livechat/stats?startDate=2000-01-01&endDate=2100-01-01')).json())
      .data;
    expect(stats.totalMessages).toBeGreaterThan(0);
    expect((await api('/api/livechat/stats?startDate=nope')).status).toBe(400);
    expect((await api('/api/livechat/mark-read/not-a-uuid', { method: 'PUT' })).status).toBe(400);

    const del = await api(`/api/livechat/room/${roomId}`, { method: 'DELETE' });
    expect(await del.json()).toMatchObject({ success: true, deletedCount: 1 });
    await vi.waitFor(() =>
      expect(a.of('chat_deleted_by_admin')).toContainEqual(
        expect.objectContaining({ roomId, deletedCount: 1 }),
      ),
    );
    expect((await api(`/api/livechat/room/${roomId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await history(v.sessionId)).data).toEqual([]);
    // the visitor's socket knew the deleted room: its next message is stored in a room made again, shown anew
    const after = await ask(v, 'send_message', { message: 'Còn đó không?', sessionId: v.sessionId });
    expect(after.success).toBe(true);
    expect((await history(v.sessionId)).data.map((m) => m.message)).toEqual(['Còn đó không?']);
    await vi.waitFor(() =>
      expect(a.of('new_user_connected')).toContainEqual(
        expect.objectContaining({ user: expect.objectContaining({ sessionId: v.sessionId }) }),
      ),
    );
  });

  it('keeps canned replies with unique shortcuts', async () => {
    const made = await api('/api/livechat/canned-replies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shortcut: 'chao', content: 'Xin chào, mình có thể giúp gì?' }),
    });
    expect(made.status).toBe(201);
    const again = await api('/api/livechat/canned-replies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shortcut: 'chao', content: 'Khác' }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(M.cannedExists);
    const list = (await (await api('/api/livechat/canned-replies')).json()).data;
    expect(list).toEqual([expect.objectContaining({ shortcut: 'chao' })]);
  });

  it('deletes conversations idle longer than the retention days', async () => {
    const sid = newSessionId();
    const v = track(await visitor(base, sid));
    await ask(v, 'send_message', { message: 'Cũ', sessionId: sid });
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: t.databaseUrl });
    await c.connect();
    await c.query(
      "update livechat_rooms set last_message_at = now() - interval '400 days' where session_id = $1",
      [sid],
    );
    await c.end();
    expect(await t.app.services.liveChat.deleteExpired()).toBe(1);
    expect((await history(sid)).data).toEqual([]);
  });
});
