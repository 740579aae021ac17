import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVECHAT_MESSAGES as M } from '../../src/domain/livechat/livechat.schema.ts';
import { RATE_LIMITED_MESSAGE } from '../../src/server/lib/counter-limits.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { agent, ask, connect, connected, newSessionId, visitor } from '../helpers/livechat-client.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

// decision 018: real server processes (src/server/main.ts). kill -9 right after the acknowledgement loses
// nothing; two processes sharing Redis carry rooms, events and presence between them.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-livechat-'));
let database: { url: string; drop(): Promise<void> };
const running: ServerProcess[] = [];
const start = async (env: Record<string, string> = {}) => {
  const s = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...env });
  running.push(s);
  return s;
};
const stop = async (s: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  s.child.kill(signal);
  await s.exited;
};
const adminToken = async (base: string) =>
  (
    await (
      await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ACCOUNTS.admin),
      })
    ).json()
  ).token as string;
const history = async (base: string, sid: string) =>
  (await (await fetch(`${base}/api/livechat/history/${sid}`)).json()).data as Array<{
    _id: string;
    message: string;
  }>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) await stop(s, 'SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 after the acknowledgement', () => {
  it('keeps every acknowledged message', { timeout: 120_000 }, async () => {
    const first = await start();
    const sid = newSessionId();
    const v = await visitor(first.base, sid);
    const acked: string[] = [];
    // messages keep flowing; the process is killed the moment the 10th acknowledgement arrives
    const sends = Array.from({ length: 30 }, (_, i) =>
      ask(v, 'send_message', { message: `tin ${i}`, sessionId: sid, clientId: `k-${i}` }).then(
        (ack) => {
          if (ack.success && ack.data) acked.push(ack.data._id);
          if (acked.length === 10) first.child.kill('SIGKILL');
        },
        () => {},
      ),
    );
    await Promise.all(sends);
    await first.exited;
    v.close();
    expect(acked.length).toBeGreaterThanOrEqual(10);

    const second = await start();
    try {
      const stored = (await history(second.base, sid)).map((m) => m._id);
      for (const id of acked) expect(stored).toContain(id);
      // what the widget resends after reconnecting (every message, by its client id) is stored once
      // (two sockets: 20 messages per socket in 10 s is the rate limit)
      for (const part of [0, 15]) {
        const again = await visitor(second.base, sid);
        for (let i = part; i < part + 15; i++) {
          const ack = await ask(again, 'send_message', {
            message: `tin ${i}`,
            sessionId: sid,
            clientId: `k-${i}`,
          });
          expect(ack.success).toBe(true);
        }
        again.close();
      }
      const after = await history(second.base, sid);
      expect(after.map((m) => m.message).sort()).toEqual(
        Array.from({ length: 30 }, (_, i) => `tin ${i}`).sort(),
      );
    } finally {
      await stop(second);
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('two processes sharing Redis', () => {
  it('a visitor on one and an agent on the other see everything', { timeout: 120_000 }, async () => {
    const env = { REDIS_URL: testRedisUrl as string };
    const [a, b] = await Promise.all([start(env), start(env)]);
    try {
      const sid = newSessionId();
      const v = await visitor(a.base, sid);
      await vi.waitFor(() => expect(v.of('agents_status')).toEqual([{ online: false }]));
      await ask(v, 'send_message', { message: 'Xin chào từ A', sessionId: sid });

      const ag = await agent(b.base, await adminToken(b.base));
      await vi.waitFor(() => expect(ag.of('active_chats')).toHaveLength(1));
      const room = (
        ag.of('active_chats')[0] as Array<{ roomId: string; online: boolean; user: { sessionId: string } }>
      ).find((r) => r.user.sessionId === sid);
      // presence across processes: the visitor's socket lives on A, the list is made on B
      expect(room?.online).toBe(true);
      const roomId = room?.roomId as string;
      await vi.waitFor(() => expect(v.of('agents_status')).toContainEqual({ online: true }));

      await ask(v, 'send_message', { message: 'Tin thứ hai', sessionId: sid });
      await vi.waitFor(() =>
        expect(ag.of('new_message')).toContainEqual(
          expect.objectContaining({ roomId, message: expect.objectContaining({ message: 'Tin thứ hai' }) }),
        ),
      );
      v.emit('typing', { sessionId: sid, isTyping: true });
      await vi.waitFor(() => expect(ag.of('user_typing')).toContainEqual({ roomId, isTyping: true }));

      await ask(ag, 'admin_join_room', roomId);
      await vi.waitFor(() => expect(v.of('admin_joined')).toHaveLength(1));
      ag.emit('typing', { roomId, isTyping: true });
      await vi.waitFor(() => expect(v.of('admin_typing')).toContainEqual({ isTyping: true }));
      await ask(ag, 'admin_send_message', { roomId, message: 'Trả lời từ B' });
      await vi.waitFor(() =>
        expect(v.of('message_received')).toContainEqual(
          expect.objectContaining({ sender: 'admin', message: 'Trả lời từ B' }),
        ),
      );
      // each message reached the visitor once
      expect(v.of('message_received').map((m) => (m as { message: string }).message)).toEqual([
        'Xin chào từ A',
        'Tin thứ hai',
        'Trả lời từ B',
      ]);

      v.close();
      await vi.waitFor(() => expect(ag.of('user_disconnected')).toContainEqual({ roomId, sessionId: sid }));
      // an agent leaving B: visitors on A are told nobody is online
      const v2 = await visitor(a.base);
      await vi.waitFor(() => expect(v2.of('agents_status')).toEqual([{ online: true }]));
      ag.close();
      await vi.waitFor(() => expect(v2.of('agents_status')).toEqual([{ online: true }, { online: false }]));
      v2.close();
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  });

  it('M1: the budgets of one address hold across the two processes', { timeout: 120_000 }, async () => {
    // small budgets, and an address of this run only (Redis outlives the run's windows)
    const env = {
      REDIS_URL: testRedisUrl as string,
      TRUST_PROXY: '127.0.0.1',
      LIVECHAT_SOCKETS_PER_CLIENT: '3',
      LIVECHAT_MESSAGES_PER_MINUTE: '5',
      LIVECHAT_ROOMS_PER_HOUR: '2',
    };
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const from = { 'x-forwarded-for': `${network}::1` };
    const [a, b] = await Promise.all([start(env), start(env)]);
    const sockets: Array<{ close(): void }> = [];
    try {
      // sockets: two on A, one on B; a fourth, on either, is refused
      const [a1, a2, b1] = [
        await visitor(a.base, newSessionId(), {}, from),
        await visitor(a.base, newSessionId(), {}, from),
        await visitor(b.base, newSessionId(), {}, from),
      ];
      sockets.push(a1, a2, b1);
      for (const base of [a.base, b.base]) {
        const extra = connect(base, { sessionId: newSessionId() }, ['websocket'], from);
        await expect(connected(extra)).rejects.toThrow(RATE_LIMITED_MESSAGE);
        extra.close();
      }
      // rooms: two new rooms in all (one on each process); the third socket's first message is refused
      const say = (v: typeof a1, message: string) =>
        ask(v, 'send_message', { sessionId: v.sessionId, message });
      expect((await say(a1, 'một')).success).toBe(true);
      expect((await say(b1, 'hai')).success).toBe(true);
      expect(await say(a2, 'ba')).toMatchObject({ success: false, message: M.tooFast });
      // messages: five in the minute in all (the refused one counted); the rest refused on both processes
      expect((await say(a1, 'bốn')).success).toBe(true);
      expect((await say(b1, 'năm')).success).toBe(true);
      expect(await say(b1, 'sáu')).toMatchObject({ success: false, message: M.tooFast });
      expect(await say(a1, 'bảy')).toMatchObject({ success: false, message: M.tooFast });
      const stored = [...(await history(a.base, a1.sessionId)), ...(await history(b.base, b1.sessionId))];
      expect(stored.map((m) => m.message).sort()).toEqual(['bốn', 'hai', 'một', 'năm'].sort());
      // a socket closed on B gives its place back to the address, on A too
      b1.close();
      await vi.waitFor(async () => {
        const again = connect(a.base, { sessionId: newSessionId() }, ['websocket'], from);
        sockets.push(again);
        await connected(again);
      });
    } finally {
      for (const s of sockets) s.close();
      await Promise.all([stop(a), stop(b)]);
    }
  });
});
