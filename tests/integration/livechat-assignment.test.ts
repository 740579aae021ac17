import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_MESSAGES as M } from '../../src/domain/livechat/livechat.schema.ts';
import { call, createAccount, createRole, signIn } from '../helpers/account-factory.ts';
import { agent, ask, newSessionId, type Recorder, visitor } from '../helpers/livechat-client.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Waiting rooms assigned: each new room goes to the next online agent holding chat.answer, an agent takes or
// hands over a room, and the console lists waiting rooms first.
let t: TestApp;
let base: string;
let adminToken: string;
let supportToken: string;
let supportId: string;
const open: Recorder[] = [];
const track = <S extends Recorder>(s: S) => {
  open.push(s);
  return s;
};

type Room = {
  roomId: string;
  waiting: boolean;
  user: { sessionId: string };
  assignedTo: { id: string; name: string } | null;
};
const rooms = async () =>
  (
    (await (
      await fetch(`${base}/api/livechat/rooms`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()) as {
      data: Room[];
    }
  ).data;
const roomOf = async (sessionId: string) => (await rooms()).find((r) => r.user.sessionId === sessionId);

/** An agent's socket once the server has counted it online (its room list arrives after it joined). */
async function online(token: string) {
  const socket = track(await agent(base, token));
  await vi.waitFor(() => expect(socket.of('active_chats')).toHaveLength(1));
  return socket;
}

async function visitorSays(message: string) {
  const v = track(await visitor(base, newSessionId()));
  expect((await ask(v, 'send_message', { message, sessionId: v.sessionId })).success).toBe(true);
  return v;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminToken = await login(t.app, 'admin');
  const role = await createRole(t.app, adminToken, 'Hỗ trợ khách hàng', ['chat.answer']);
  const support = { email: 'support.rr@example.com', password: 'Support@1234' };
  supportId = await createAccount(t.app, adminToken, { fullName: 'Hỗ Trợ Viên', role: 'staff', ...support });
  expect(
    (await call(t.app, adminToken, 'PUT', `/api/accounts/${supportId}/roles`, { roles: [role] })).statusCode,
  ).toBe(200);
  supportToken = await signIn(t.app, support.email, support.password);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('assignment', () => {
  it('gives each new room to the online agents in turn, and tells the consoles', async () => {
    const admin = await online(adminToken);
    const support = await online(supportToken);
    const visitors = [];
    for (let i = 0; i < 4; i++) visitors.push(await visitorSays(`Xin chào ${i}`));
    const assigned = [];
    for (const v of visitors) assigned.push((await roomOf(v.sessionId))?.assignedTo?.id);
    expect(new Set(assigned).size).toBe(2);
    expect(assigned).toContain(supportId);
    // in turn: never the same agent twice in a row
    for (let i = 1; i < assigned.length; i++) expect(assigned[i]).not.toBe(assigned[i - 1]);
    // the console hears the new room with its agent already named
    await vi.waitFor(() => expect(support.of('new_user_connected')).toHaveLength(4));
    expect((support.of('new_user_connected') as Room[]).map((r) => r.assignedTo?.id)).toEqual(assigned);
    admin.close();
    support.close();
  });

  it('leaves a room unassigned with nobody online; an agent takes it and hands it to another', async () => {
    // the previous test's agents have gone: the visitors hear that nobody is online
    const v = track(await visitor(base, newSessionId()));
    await vi.waitFor(() => expect(v.of('agents_status').at(-1)).toEqual({ online: false }));
    expect((await ask(v, 'send_message', { message: 'Có ai không?', sessionId: v.sessionId })).success).toBe(
      true,
    );
    const room = await roomOf(v.sessionId);
    expect(room?.assignedTo).toBeNull();

    const admin = await online(adminToken);
    const support = await online(supportToken);
    expect(await ask(admin, 'take_room', room?.roomId)).toMatchObject({ success: true });
    const taken = await roomOf(v.sessionId);
    expect(taken?.assignedTo?.id).not.toBe(supportId);
    await vi.waitFor(() =>
      expect(support.of('room_assigned')).toContainEqual(expect.objectContaining({ roomId: room?.roomId })),
    );

    const offline = await ask(admin, 'hand_over_room', { roomId: room?.roomId, toAgentId: randomUUID() });
    expect(offline).toMatchObject({ success: false, code: 'AGENT_OFFLINE', message: M.agentOffline });
    expect(await ask(admin, 'hand_over_room', { roomId: room?.roomId, toAgentId: supportId })).toMatchObject({
      success: true,
    });
    expect((await roomOf(v.sessionId))?.assignedTo).toEqual({ id: supportId, name: 'Hỗ Trợ Viên' });
    admin.close();
    support.close();
  });

  it('lists the rooms waiting for an answer first, however recent the answered ones are', async () => {
    const waiting = await visitorSays('Tôi đang chờ');
    const answered = await visitorSays('Tôi sẽ được trả lời');
    const admin = track(await agent(base, adminToken));
    const room = await roomOf(answered.sessionId);
    expect(
      (await ask(admin, 'admin_send_message', { roomId: room?.roomId, message: 'Chào anh' })).success,
    ).toBe(true);
    const list = await rooms();
    const at = (sid: string) => list.findIndex((r) => r.user.sessionId === sid);
    expect(at(waiting.sessionId)).toBeLessThan(at(answered.sessionId));
    const firstAnswered = list.findIndex((r) => !r.waiting);
    expect(list.slice(firstAnswered).every((r) => !r.waiting)).toBe(true);
    admin.close();
  });
});
