import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isConsentVersion } from '#domain/contacts/consent-notice.ts';
import {
  adminDeletedChatSchema,
  adminSendMessageSchema,
  adminTypingSchema,
  agentAuthSchema,
  LIVECHAT_EVENTS as E,
  handoffEventSchema,
  LIVECHAT_HISTORY_LIMIT,
  LIVECHAT_RATE,
  LIVECHAT_SOCKET_PATH,
  LIVECHAT_TIMEOUT_MS,
  type LivechatAck,
  LIVECHAT_MESSAGES as M,
  roomRefSchema,
  sendMessageSchema,
  visitorAuthSchema,
  visitorTypingSchema,
} from '#domain/livechat/livechat.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { AppError } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { ConcurrentSlots } from '../../lib/concurrent-slots.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/counter-limits.ts';
import { createJob, every } from '../../lib/jobs.ts';
import { requestIpOf } from '../../lib/raw-request-ip.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import type { AuthService, SignedInAccount } from '../auth/auth.service.ts';
import type { RoomRow } from './livechat.repository.ts';
import {
  canAnswerChat,
  channels,
  handoffText,
  type LivechatBroadcaster,
  type LivechatService,
  type VisitorDetails,
} from './livechat.service.ts';

type Visitor = {
  kind: 'visitor';
  sessionId: string;
  /** the client's address as every budget counts it (clientKey: IPv6 by /64) */
  client: string;
  details: VisitorDetails;
  /** the session's room once known (at connection or after the first message): no lookup per message */
  room?: RoomRow | undefined;
  /** this socket's admission of a new room under its address's budget, shared by its concurrent messages */
  roomAdmission?: Promise<void> | undefined;
};
type Agent = { kind: 'agent'; user: SignedInAccount; token: string; ip: string; userAgent: string | null };
type SocketData = Visitor | Agent;
type Events = Record<string, (...args: unknown[]) => void>;
type LiveSocket = Socket<Events, Events, Events, SocketData>;
type Ack =
  | ((answer: LivechatAck | { success: true } | { success: false; message: string; code: string }) => void)
  | undefined;
type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// visitor details from the handshake: trimmed, cut to the columns' sensible sizes, never markup-interpreted
const clean = (value: string | null | undefined, max: number) => {
  const v = value?.trim();
  return v ? v.slice(0, max) : undefined;
};

type LiveServer = Server<Events, Events, Events, SocketData>;

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
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 3000 }));
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

/**
 * The live chat's events on its transport. Visitors act only in their own session's room; agents are accounts
 * with a valid token allowed to answer chat, checked again on each event and every few seconds.
 */
export function startLivechatSocket(deps: {
  transport: LivechatTransport;
  livechat: LivechatService;
  auth: AuthService;
  counters: WindowCounter;
  /** the visitor sockets open per client address, on every process (decision 031) */
  sockets: ConcurrentSlots;
  audit: AuditService;
  log: Log;
  /** how often connected agents' tokens are checked again (revocation) */
  agentRecheckMs: number;
  clock: () => Date;
  /** the proxies whose X-Forwarded-For is believed, as for HTTP (TRUST_PROXY) */
  trustProxy: false | string;
  budget: { messagesPerMinute: number; roomsPerHour: number; sockets: number };
}) {
  const { livechat, auth, counters, log, budget, transport } = deps;
  const { io, countIn } = transport;
  const requestIp = requestIpOf(deps.trustProxy);

  // ---- handshake: who is this socket? ------------------------------------------------------------------
  io.use(async (socket, next) => {
    const authData = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    try {
      if (authData.isAdmin === true || authData.token !== undefined) {
        const parsed = agentAuthSchema.safeParse({ ...authData, isAdmin: true });
        const user = parsed.success ? await auth.authenticate(parsed.data.token) : null;
        if (!parsed.success || !user) return next(new Error(M.badToken));
        if (!canAnswerChat(user)) return next(new Error(M.notAgent));
        socket.data = {
          kind: 'agent',
          user,
          token: parsed.data.token,
          ip: requestIp(socket.request),
          userAgent: socket.handshake.headers['user-agent'] ?? null,
        };
        return next();
      }
      const parsed = visitorAuthSchema.safeParse(authData);
      if (!parsed.success) return next(new Error(M.badSession));
      const a = parsed.data;
      // the visitor sockets of one address, on every process: a slot taken here is given back when the
      // connection closes, however it ends (decision 031)
      const client = clientKey(requestIp(socket.request));
      const slotKey = `livechat:sockets:${client}`;
      if (!(await deps.sockets.acquire(slotKey, socket.id, budget.sockets)))
        return next(new Error(RATE_LIMITED_MESSAGE));
      const release = () =>
        deps.sockets
          .release(slotKey, socket.id)
          .catch((error) => log.warn({ err: error }, 'livechat socket slot release'));
      // a connection that closed while the slot was being taken has no close event left to give it back
      if (socket.conn.readyState === 'closed') {
        await release();
        return next(new Error(M.saveFailed));
      }
      socket.conn.once('close', release);
      socket.data = {
        kind: 'visitor',
        sessionId: a.sessionId,
        client,
        details: {
          ...(clean(a.userName, 100) ? { name: clean(a.userName, 100) } : {}),
          ...(clean(a.userPhone, 20) ? { phone: clean(a.userPhone, 20) } : {}),
          ...(clean(a.userEmail, 254) ? { email: clean(a.userEmail, 254) } : {}),
          ...(isConsentVersion(a.consentVersion) ? { consentVersion: a.consentVersion } : {}),
        } as Visitor['details'],
      };
      return next();
    } catch (error) {
      log.error({ err: error }, 'livechat handshake failed');
      return next(new Error(M.saveFailed));
    }
  });

  const fail = (socket: LiveSocket, event: string, ack: Ack, code: string, message: string) => {
    const answer = { success: false as const, code, message };
    if (typeof ack === 'function') ack(answer);
    else socket.emit(E.error, { event, ...answer });
  };
  const failWith = (socket: LiveSocket, event: string, ack: Ack, error: unknown) => {
    if (error instanceof AppError) return fail(socket, event, ack, error.code, error.message);
    log.error({ err: error, event }, 'livechat event failed');
    return fail(socket, event, ack, 'SERVER_ERROR', M.saveFailed);
  };
  const parse = <S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new AppError('VALIDATION_ERROR', 400, parsed.error.issues[0]?.message ?? M.badPayload);
    return parsed.data;
  };
  const limited = async (socket: LiveSocket, kind: 'messages' | 'typing') =>
    (await counters.add(`livechat:${kind}:${socket.id}`, LIVECHAT_RATE.windowMs)) > LIVECHAT_RATE[kind];

  /**
   * A visitor's message (or hand-off) within its address's budgets, whatever socket or process it came through
   * (decision 031): messages a minute, and new rooms an hour when this message would open one. Refused: nothing
   * is stored.
   */
  async function withinClientBudget(v: Visitor) {
    if ((await counters.add(`livechat:client-messages:${v.client}`, 60_000)) > budget.messagesPerMinute)
      throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
    if (v.room?.sessionId === v.sessionId) return;
    // messages sent together before the room exists are one new room, counted once
    v.roomAdmission ??= (async () => {
      if (await livechat.findRoomBySession(v.sessionId)) return;
      if ((await counters.add(`livechat:client-rooms:${v.client}`, 3_600_000)) > budget.roomsPerHour)
        throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
    })();
    const admission = v.roomAdmission;
    // refused: the next message asks again
    await admission.catch((error: unknown) => {
      if (v.roomAdmission === admission) v.roomAdmission = undefined;
      throw error;
    });
  }

  /** Wraps an event handler: the last argument, when a function, is the acknowledgement. */
  const on = (socket: LiveSocket, event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) =>
    socket.on(event, (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
      handler(args[0], ack).catch((error) => failWith(socket, event, ack, error));
    });

  // queued before the acknowledgement (the outbox sends it from there); a failure to queue it is logged, never
  // the message's failure: the message is stored
  const noticeIfWaiting = (room: RoomRow, message: string) =>
    livechat
      .noticeIfWaiting(room, message)
      .catch((error) => log.error({ err: error, roomId: room.id }, 'livechat waiting notice'));

  // ---- visitors ----------------------------------------------------------------------------------------
  async function visitorConnected(socket: LiveSocket, v: Visitor) {
    const sessionChannel = channels.session(v.sessionId);
    socket.join([sessionChannel, channels.visitors]);

    on(socket, E.sendMessage, async (payload, ack) => {
      if (await limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const input = parse(sendMessageSchema, payload);
      if (input.sessionId !== v.sessionId) throw new AppError('FORBIDDEN', 403, M.badSession);
      await withinClientBudget(v);
      const { message, duplicate, room } = await livechat.post({
        sessionId: v.sessionId,
        sender: 'user',
        message: input.message,
        clientId: input.clientId,
        details: v.details,
        room: v.room,
      });
      v.room = room;
      if (!duplicate) await noticeIfWaiting(room, message.message);
      ack?.({ success: true, data: message, ...(duplicate ? { duplicate } : {}) });
    });

    on(socket, E.handoff, async (payload, ack) => {
      if (await limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const input = parse(handoffEventSchema, payload);
      if (input.sessionId !== v.sessionId) throw new AppError('FORBIDDEN', 403, M.badSession);
      if (input.transcript.length === 0) return ack?.({ success: true });
      await withinClientBudget(v);
      const { message, duplicate, room } = await livechat.post({
        sessionId: v.sessionId,
        sender: 'system',
        message: handoffText(input),
        clientId: input.clientId,
        details: v.details,
        room: v.room,
        aiSessionId: input.aiSessionId,
      });
      v.room = room;
      if (!duplicate) await noticeIfWaiting(room, message.message);
      ack?.({ success: true, data: message, ...(duplicate ? { duplicate } : {}) });
    });

    on(socket, E.typing, async (payload) => {
      if (await limited(socket, 'typing')) return;
      const input = parse(visitorTypingSchema, payload);
      if (input.sessionId !== v.sessionId) throw new AppError('FORBIDDEN', 403, M.badSession);
      const room = await livechat.findRoomBySession(v.sessionId);
      if (room) io.to(channels.agents).emit(E.userTyping, { roomId: room.id, isTyping: input.isTyping });
    });

    // handlers first (an event sent right after connecting is not lost), then the room and presence
    const existing = await livechat.findRoomBySession(v.sessionId);
    const room =
      existing && Object.keys(v.details).length > 0
        ? (await livechat.upsertRoom(v.sessionId, v.details)).room
        : existing;
    v.room ??= room;
    socket.emit(E.agentsStatus, { online: (await countIn(channels.agents)) > 0 });
    if (room && (await countIn(sessionChannel)) === 1) {
      const summary = await livechat.roomFor(room.id, '00000000-0000-0000-0000-000000000000');
      io.to(channels.agents).emit(E.newUserConnected, { ...summary, online: true });
    }

    socket.on('disconnect', () => {
      void (async () => {
        if (transport.closing() || (await countIn(sessionChannel)) > 0) return;
        const room = await livechat.findRoomBySession(v.sessionId);
        if (!room || transport.closing()) return;
        io.to(channels.agents).emit(E.userTyping, { roomId: room.id, isTyping: false });
        io.to(channels.agents).emit(E.userDisconnected, { roomId: room.id, sessionId: room.sessionId });
      })().catch((error) => log.warn({ err: error }, 'livechat disconnect'));
    });
  }

  // ---- agents ------------------------------------------------------------------------------------------
  const roomSessions = new Map<string, string>();
  async function sessionOfRoom(roomId: string) {
    const known = roomSessions.get(roomId);
    if (known) return known;
    const room = await livechat.findRoom(roomId);
    if (!room) throw new AppError('NOT_FOUND', 404, M.notFound);
    if (roomSessions.size > 10_000) roomSessions.clear();
    roomSessions.set(roomId, room.sessionId);
    return room.sessionId;
  }

  /** The agent's token and right, checked again: a revoked token's socket is disconnected. */
  async function stillAgent(socket: LiveSocket, a: Agent): Promise<boolean> {
    const user = await auth.authenticate(a.token);
    if (user && canAnswerChat(user)) return true;
    socket.emit(E.error, { code: 'UNAUTHORIZED', message: M.badToken });
    socket.disconnect(true);
    return false;
  }

  async function agentConnected(socket: LiveSocket, a: Agent) {
    const agentOn = (event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) =>
      on(socket, event, async (payload, ack) => {
        if (!(await stillAgent(socket, a))) return;
        await handler(payload, ack);
      });

    agentOn(E.adminJoinRoom, async (payload, ack) => {
      const roomId = parse(roomRefSchema, payload);
      const messages = await livechat.historyByRoom(roomId, LIVECHAT_HISTORY_LIMIT);
      socket.emit(E.roomHistory, { roomId, messages });
      const sessionId = await sessionOfRoom(roomId);
      io.to(channels.session(sessionId)).emit(E.adminJoined, {
        message: M.adminJoined,
        adminName: a.user.fullName,
      });
      ack?.({ success: true });
    });

    agentOn(E.markAsRead, async (payload, ack) => {
      await livechat.markRead(parse(roomRefSchema, payload), a.user.id);
      ack?.({ success: true });
    });

    agentOn(E.adminSendMessage, async (payload, ack) => {
      if (await limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const input = parse(adminSendMessageSchema, payload);
      const sessionId = await sessionOfRoom(input.roomId);
      const { message, duplicate } = await livechat.post({
        sessionId,
        sender: 'admin',
        message: input.message,
        clientId: input.clientId,
        adminId: a.user.id,
      });
      if (!duplicate) socket.emit(E.adminMessageSent, { roomId: input.roomId, message });
      ack?.({ success: true, data: message, ...(duplicate ? { duplicate } : {}) });
    });

    agentOn(E.typing, async (payload) => {
      if (await limited(socket, 'typing')) return;
      const input = parse(adminTypingSchema, payload);
      const sessionId = await sessionOfRoom(input.roomId);
      io.to(channels.session(sessionId)).emit(E.adminTyping, { isTyping: input.isTyping });
    });

    agentOn(E.adminDeletedChat, async (payload, ack) => {
      const input = parse(adminDeletedChatSchema, payload);
      // the console deletes over HTTP, which tells every agent; a room still there is deleted here, and
      // recorded in the audit trail as the HTTP deletion is (the same action, target and actor)
      if (await livechat.findRoom(input.roomId)) {
        await livechat.deleteRoom(input.roomId, a.user.id);
        const ctx: AuditContext = {
          actor: { id: a.user.id, email: a.user.email },
          ip: a.ip,
          userAgent: a.userAgent,
        };
        await deps.audit.record(ctx, {
          action: 'trash.action',
          targetType: 'livechat',
          targetId: input.roomId,
          after: { method: 'SOCKET', event: E.adminDeletedChat },
        });
      }
      roomSessions.delete(input.roomId);
      ack?.({ success: true });
    });

    const wasOnline = (await countIn(channels.agents)) > 0;
    socket.join([channels.agents, channels.agent(a.user.id)]);
    socket.emit(E.activeChats, await livechat.rooms(a.user.id));
    if (!wasOnline) io.to(channels.visitors).emit(E.agentsStatus, { online: true });

    socket.on('disconnect', () => {
      void (async () => {
        if ((await countIn(channels.agents)) === 0 && !transport.closing())
          io.to(channels.visitors).emit(E.agentsStatus, { online: false });
      })().catch((error) => log.warn({ err: error }, 'livechat agent disconnect'));
    });
  }

  io.on('connection', (socket) => {
    const data = socket.data;
    const started = data.kind === 'agent' ? agentConnected(socket, data) : visitorConnected(socket, data);
    started.catch((error) => {
      log.error({ err: error }, 'livechat connection failed');
      socket.disconnect(true);
    });
  });

  // revocation applies to open sockets too: every agent socket of this process is checked again, as a job of
  // the composition root (docs/decisions/040)
  const agentRecheck = createJob({
    name: 'livechat-agent-recheck',
    label: 'Kiểm tra lại quyền của nhân viên đang chat',
    next: every(deps.agentRecheckMs),
    clock: deps.clock,
    log: { error: (obj, msg) => log.warn(obj, msg) },
    async run() {
      for (const socket of await io.in(channels.agents).local.fetchSockets()) {
        const data = socket.data;
        if (data.kind !== 'agent') continue;
        const user = await auth.authenticate(data.token).catch(() => null);
        if (!user || !canAnswerChat(user)) {
          socket.emit(E.error, { code: 'UNAUTHORIZED', message: M.badToken });
          socket.disconnect(true);
        }
      }
    },
  });

  return {
    io,
    agentRecheck,
    /** Serves the live chat on the app's HTTP server, at /api/socket.io (buildApp). */
    listen(server: HttpServer) {
      io.attach(server);
    },
    /** Before the HTTP server closes: sockets are let go, the adapter's Redis clients quit. */
    async close() {
      await agentRecheck.stop();
      deps.sockets.stop();
      await transport.close();
    },
  };
}
