import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { LIVECHAT_SOCKET_PATH, LIVECHAT_TIMEOUT_MS } from '#domain/livechat/livechat.schema.ts';
import { redisChannel } from '../../lib/redis-channel.ts';
import { channels, type LivechatBroadcaster } from './livechat-views.ts';
import type { Events, Log, SocketData } from './socket-kit.ts';

export type LiveServer = Server<Events, Events, Events, SocketData>;

/** The Socket.IO server before it listens: what the live chat service sends through, and how it shuts down. */
export type LivechatTransport = LivechatBroadcaster & {
  io: LiveServer;
  /** Sockets in a channel, on every process. */
  countIn(channel: string): Promise<number>;
  /** Set at shutdown: the sockets' own disconnects are no news to broadcast. */
  closing(): boolean;
  close(): Promise<void>;
};

/**
 * The live chat's Socket.IO server (decision 018; path /api/socket.io, default namespace, long-polling and
 * WebSocket), built by the composition root before the live chat service, which sends through it from its
 * construction (docs/decisions/040); it joins the HTTP server when buildApp has made it.
 */
export async function createLivechatTransport(deps: {
  redis: RedisClientType | null;
  log: Log;
}): Promise<LivechatTransport> {
  const { log } = deps;
  const io: LiveServer = new Server<Events, Events, Events, SocketData>({
    path: LIVECHAT_SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // a message is at most 2,000 characters: 16 KB leaves room for the envelope and nothing more
    maxHttpBufferSize: 16 * 1024,
    pingTimeout: LIVECHAT_TIMEOUT_MS,
    connectTimeout: LIVECHAT_TIMEOUT_MS,
  });

  let pubSub: RedisClientType[] = [];
  let closing = false;
  if (deps.redis) {
    const pub = deps.redis.duplicate();
    const sub = deps.redis.duplicate();
    for (const c of [pub, sub])
      c.on('error', (error) => log.error({ err: error }, 'redis (socket.io) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    pubSub = [pub, sub] as RedisClientType[];
    io.adapter(
      createAdapter(pub, sub, { key: redisChannel(deps.redis, 'socket.io'), requestsTimeout: 3000 }),
    );
  }

  // presence questions asked across processes, still waiting for their answers: the adapter's Redis clients
  // quit only once they are settled (a question sent on a closed client is an unhandled rejection inside the
  // adapter, which ended the process at shutdown in the two-process bench)
  const asking = new Set<Promise<unknown>>();
  const tracked = <T>(question: Promise<T>): Promise<T> => {
    asking.add(question);
    const done = () => asking.delete(question);
    question.then(done, done);
    return question;
  };
  const onlineSessions = async (): Promise<Set<string>> => {
    const adapter = io.of('/').adapter as unknown as {
      allRooms?: () => Promise<Set<string>>;
      rooms: Map<string, Set<string>>;
    };
    const rooms = adapter.allRooms ? await tracked(adapter.allRooms()) : new Set(adapter.rooms.keys());
    const sessions = new Set<string>();
    for (const room of rooms) if (room.startsWith('v:')) sessions.add(room.slice(2));
    return sessions;
  };
  const countIn = async (channel: string) => (await tracked(io.in(channel).fetchSockets())).length;

  return {
    io,
    countIn,
    closing: () => closing,
    emit: (channel, event, payload) => {
      if (!closing) io.to(channel).emit(event, payload as never);
    },
    onlineSessions,
    // every agent socket holds chat.answer (checked at its handshake and again every few seconds)
    onlineAgents: async () => {
      const agents = new Map<string, string>();
      for (const socket of await tracked(io.in(channels.agents).fetchSockets()))
        if (socket.data?.kind === 'agent') agents.set(socket.data.user.id, socket.data.user.fullName);
      return [...agents].map(([id, name]) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id));
    },
    agentsOnline: async () => (await countIn(channels.agents)) > 0,
    // no engine before it listens: no sockets either
    socketCount: () => (io.engine as LiveServer['engine'] | undefined)?.clientsCount ?? 0,
    async close() {
      closing = true;
      io.local.disconnectSockets(true);
      (io.engine as LiveServer['engine'] | undefined)?.close();
      // questions in flight get their answers (or time out) while the adapter still listens; then it stops
      // listening, the subscriber quits, a request being answered finishes, and only then the publisher quits
      await Promise.allSettled([...asking]);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => {});
      const [pub, sub] = pubSub;
      await sub?.quit().catch(() => {});
      await new Promise((resolve) => setImmediate(resolve));
      await pub?.quit().catch(() => {});
    },
  };
}
