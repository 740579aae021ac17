import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { agent, ask, newSessionId, type Recorder, visitor } from '../helpers/livechat-client.ts';
import { createStubBank, STUB_SECRETS } from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT } from '../helpers/payments-app.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

// Scaled out (decisions 049, 051): two real server processes (src/server/main.ts) sharing PostgreSQL and Redis.
// New rooms go to the online agents holding chat.answer in turn whichever process holds their sockets, and a
// payment received by one process reaches the sockets of the other, told once.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-livechat-scaled-'));
// this worker's Redis database (tests/helpers/redis.ts): no other file's rooms or sockets meet these
const redisUrl = testRedisUrl;
let database: { url: string; drop(): Promise<void> };
let a: ServerProcess;
let b: ServerProcess;
const sockets: Recorder[] = [];
const track = <S extends Recorder>(s: S) => {
  sockets.push(s);
  return s;
};

async function api(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
const signIn = async (base: string, account: { email: string; password: string }) =>
  (await api(base, null, 'POST', '/api/admin/login', account)).body.token as string;

/** An agent's socket once its process has counted it online (its room list arrives after it joined). */
async function online(base: string, token: string) {
  const socket = track(await agent(base, token));
  await vi.waitFor(() => expect(socket.of('active_chats')).toHaveLength(1));
  return socket;
}

beforeAll(async () => {
  if (!redisUrl) return;
  database = await createTestDatabase();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    BANK_ACCOUNT_NUMBER: PAYMENT_ACCOUNT,
    BANK_WEBHOOK_HMAC_SECRET: STUB_SECRETS.bankHmacSecret,
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const s of [a, b])
    if (s && s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!process.env.REDIS_URL)('two processes sharing PostgreSQL and Redis', () => {
  it('assigns new rooms to the online agents of both processes in turn, evenly', {
    timeout: 120_000,
  }, async () => {
    const admin = await signIn(a.base, TEST_ACCOUNTS.admin);
    const role = await api(a.base, admin, 'POST', '/api/roles', {
      name: 'Trực chat',
      permissions: ['chat.answer'],
    });
    expect(role.status).toBe(201);
    const supporters: Array<{ id: string; token: string }> = [];
    for (const n of [1, 2]) {
      const account = { email: `truc.chat.${n}@example.com`, password: `TrucChat@${n}234` };
      const made = await api(a.base, admin, 'POST', '/api/admin/staffs', {
        fullName: `Trực Chat ${n === 1 ? 'Một' : 'Hai'}`,
        role: 'staff',
        ...account,
      });
      expect(made.body).toMatchObject({ success: true });
      const id = made.body.data._id as string;
      const roles = await api(a.base, admin, 'PUT', `/api/accounts/${id}/roles`, {
        roles: [role.body.data._id],
      });
      expect(roles.status).toBe(200);
      // signed in on the other process: one secret for both (the database's, decision 040)
      supporters.push({ id, token: await signIn(b.base, account) });
    }
    // the admin answers on A, both supporters on B; the staff account (no chat.answer) is refused as an agent
    const adminSocket = await online(a.base, admin);
    for (const s of supporters) await online(b.base, s.token);
    await expect(agent(a.base, await signIn(a.base, TEST_ACCOUNTS.staff))).rejects.toThrow();
    const adminId = (await api(a.base, admin, 'GET', '/api/admin/me')).body.data._id as string;

    // six visitors, half on each process, all writing at once: each makes a room
    const visitors = await Promise.all(
      Array.from({ length: 6 }, (_, i) => visitor(i % 2 ? b.base : a.base, newSessionId()).then(track)),
    );
    const acks = await Promise.all(
      visitors.map((v, i) => ask(v, 'send_message', { message: `Xin chào ${i}`, sessionId: v.sessionId })),
    );
    expect(acks.every((x) => x.success)).toBe(true);
    const rooms = (await api(b.base, admin, 'GET', '/api/livechat/rooms')).body.data as Array<{
      user: { sessionId: string };
      assignedTo: { id: string } | null;
    }>;
    const assigned = visitors.map((v) => rooms.find((r) => r.user.sessionId === v.sessionId)?.assignedTo?.id);
    const perAgent = new Map<string, number>();
    for (const id of assigned) perAgent.set(String(id), (perAgent.get(String(id)) ?? 0) + 1);
    // three agents online on two processes, six rooms: two each, whoever's process made the room
    expect([...perAgent.values()]).toEqual([2, 2, 2]);
    for (const id of [adminId, ...supporters.map((s) => s.id)]) expect(perAgent.get(id)).toBe(2);
    // every console heard each new room with its agent named, on both processes
    await vi.waitFor(() => expect(adminSocket.of('new_user_connected')).toHaveLength(6));
  });

  it('tells a payment received by one process to the sockets on the other, once', {
    timeout: 120_000,
  }, async () => {
    const admin = await signIn(b.base, TEST_ACCOUNTS.admin);
    const v = track(await visitor(b.base, newSessionId(), { userEmail: 'khach.scaled@example.com' }));
    await ask(v, 'send_message', { message: 'Cho tôi xin mã thanh toán', sessionId: v.sessionId });
    const agentSocket = await online(b.base, admin);
    const rooms = (await api(b.base, admin, 'GET', '/api/livechat/rooms')).body.data as Array<{
      roomId: string;
      user: { sessionId: string };
    }>;
    const roomId = rooms.find((r) => r.user.sessionId === v.sessionId)?.roomId;
    const service = (await api(b.base, null, 'GET', '/api/services?type=web')).body.data.find(
      (s: { price: number | null }) => s.price !== null,
    ) as { _id: string; price: number };
    const sent = await ask<{
      success: boolean;
      data: { _id: string; payment: { transferContent: string } };
    }>(agentSocket, 'send_payment_request', { roomId, serviceId: service._id });
    expect(sent, JSON.stringify(sent)).toMatchObject({ success: true });

    // the bank's webhook reaches A (no socket of this room there), twice at once with one transfer id, and
    // then reaches B as well: one payment, one notice
    const transfer = {
      id: `scaled-${randomInt(1e9)}`,
      accountNumber: PAYMENT_ACCOUNT,
      content: sent.data.payment.transferContent,
      transferAmount: service.price,
    };
    const outcomes = await Promise.all([
      createStubBank(a.base).send(transfer),
      createStubBank(a.base).send(transfer),
      createStubBank(b.base).send(transfer),
    ]);
    const said = (await Promise.all(outcomes.map((r) => r.json()))).map((x) => x.outcome).sort();
    expect(said).toEqual(['confirmed', 'duplicate', 'duplicate']);
    await vi.waitFor(() => {
      expect(v.of('payment_request_paid')).toEqual([{ roomId, messageId: sent.data._id }]);
      expect(agentSocket.of('payment_request_paid')).toEqual([{ roomId, messageId: sent.data._id }]);
      expect(
        v.of('message_received').filter((m) => (m as { message: string }).message === P.received),
      ).toHaveLength(1);
    });
    const history = (await (await fetch(`${a.base}/api/livechat/history/${v.sessionId}`)).json())
      .data as Array<{
      message: string;
      payment?: { paid: boolean };
    }>;
    expect(history.filter((m) => m.message === P.received)).toHaveLength(1);
    expect(history.find((m) => m.payment)?.payment?.paid).toBe(true);
  });
});
