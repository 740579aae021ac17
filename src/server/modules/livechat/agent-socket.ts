import {
  adminDeletedChatSchema,
  adminSendMessageSchema,
  adminTypingSchema,
  LIVECHAT_EVENTS as E,
  handOverSchema,
  LIVECHAT_HISTORY_LIMIT,
  LIVECHAT_MESSAGES as M,
  roomRefSchema,
} from '#domain/livechat/livechat.schema.ts';
import {
  LIVECHAT_PAYMENT_EVENTS,
  paymentRequestInputSchema,
} from '#domain/livechat/payment-request.schema.ts';
import { AppError } from '../../errors.ts';
import { createJob, every } from '../../lib/jobs.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LivechatService } from './livechat.service.ts';
import type { LivechatTransport } from './livechat-transport.ts';
import { canAnswerChat, channels } from './livechat-views.ts';
import { type Ack, type Agent, type EventKit, type LiveSocket, type Log, parse } from './socket-kit.ts';

/** The rooms' session ids this process has looked up: an agent's events name rooms, the visitors' channels sessions. */
function roomSessionCache(livechat: LivechatService) {
  const sessions = new Map<string, string>();
  return {
    async of(roomId: string) {
      const known = sessions.get(roomId);
      if (known) return known;
      const room = await livechat.findRoom(roomId);
      if (!room) throw new AppError('NOT_FOUND', 404, M.notFound);
      if (sessions.size > 10_000) sessions.clear();
      sessions.set(roomId, room.sessionId);
      return room.sessionId;
    },
    forget: (roomId: string) => sessions.delete(roomId),
  };
}

type AgentOn = (event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) => void;

/** Who answers a room: an agent takes it, hands it to another online agent, or asks who is online. */
function assignmentEvents(livechat: LivechatService, a: Agent, agentOn: AgentOn) {
  const me = { id: a.user.id, name: a.user.fullName };
  agentOn(E.takeRoom, async (payload, ack) => {
    await livechat.take(parse(roomRefSchema, payload), me);
    ack?.({ success: true });
  });
  agentOn(E.handOverRoom, async (payload, ack) => {
    const input = parse(handOverSchema, payload);
    await livechat.handOver(input.roomId, input.toAgentId, me);
    ack?.({ success: true });
  });
  agentOn(E.onlineAgents, async (_payload, ack) => {
    ack?.({ success: true, data: await livechat.onlineAgents() });
  });
}

/** An agent's events (spec 002 §7): joining, reading, answering, typing and deleting rooms. */
export function agentEvents(deps: {
  transport: LivechatTransport;
  livechat: LivechatService;
  auth: AuthService;
  audit: AuditService;
  kit: EventKit;
  log: Log;
}) {
  const { transport, livechat, auth, kit, log } = deps;
  const { io, countIn } = transport;
  const rooms = roomSessionCache(livechat);

  /** The agent's token and right, checked again: a revoked token's socket is disconnected. */
  async function stillAgent(socket: LiveSocket, a: Agent): Promise<boolean> {
    const user = await auth.authenticate(a.token);
    if (user && canAnswerChat(user)) return true;
    socket.emit(E.error, { code: 'UNAUTHORIZED', message: M.badToken });
    socket.disconnect(true);
    return false;
  }

  function roomEvents(socket: LiveSocket, a: Agent, agentOn: AgentOn) {
    agentOn(E.adminJoinRoom, async (payload, ack) => {
      const roomId = parse(roomRefSchema, payload);
      const messages = await livechat.historyByRoom(roomId, LIVECHAT_HISTORY_LIMIT);
      socket.emit(E.roomHistory, { roomId, messages });
      io.to(channels.session(await rooms.of(roomId))).emit(E.adminJoined, {
        message: M.adminJoined,
        adminName: a.user.fullName,
      });
      ack?.({ success: true });
    });

    agentOn(E.markAsRead, async (payload, ack) => {
      await livechat.markRead(parse(roomRefSchema, payload), a.user.id);
      ack?.({ success: true });
    });

    agentOn(E.adminDeletedChat, async (payload, ack) => {
      const input = parse(adminDeletedChatSchema, payload);
      // the console deletes over HTTP, which tells every agent; a room still there is deleted here, and
      // recorded in the audit trail as the HTTP deletion is (the same action, target and actor)
      if (await livechat.findRoom(input.roomId)) {
        await livechat.deleteRoom(input.roomId, a.user.id);
        await deps.audit.record(
          { actor: { id: a.user.id, email: a.user.email }, ip: a.ip, userAgent: a.userAgent },
          {
            action: 'trash.action',
            targetType: 'livechat',
            targetId: input.roomId,
            after: { method: 'SOCKET', event: E.adminDeletedChat },
          },
        );
      }
      rooms.forget(input.roomId);
      ack?.({ success: true });
    });
  }

  function messageEvents(socket: LiveSocket, a: Agent, agentOn: AgentOn) {
    agentOn(E.adminSendMessage, async (payload, ack) => {
      if (await kit.limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const input = parse(adminSendMessageSchema, payload);
      const { message, duplicate } = await livechat.post({
        sessionId: await rooms.of(input.roomId),
        sender: 'admin',
        message: input.message,
        clientId: input.clientId,
        adminId: a.user.id,
      });
      if (!duplicate) socket.emit(E.adminMessageSent, { roomId: input.roomId, message });
      ack?.({ success: true, data: message, ...(duplicate ? { duplicate } : {}) });
    });

    agentOn(LIVECHAT_PAYMENT_EVENTS.send, async (payload, ack) => {
      if (await kit.limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const message = await livechat.sendPaymentRequest(parse(paymentRequestInputSchema, payload), a.user.id);
      ack?.({ success: true, data: message });
    });

    agentOn(LIVECHAT_PAYMENT_EVENTS.orders, async (payload, ack) => {
      ack?.({ success: true, data: await livechat.contactOrders(parse(roomRefSchema, payload)) });
    });

    agentOn(E.typing, async (payload) => {
      if (await kit.limited(socket, 'typing')) return;
      const input = parse(adminTypingSchema, payload);
      io.to(channels.session(await rooms.of(input.roomId))).emit(E.adminTyping, { isTyping: input.isTyping });
    });
  }

  return async function agentConnected(socket: LiveSocket, a: Agent) {
    const agentOn = (event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) =>
      kit.on(socket, event, async (payload, ack) => {
        if (!(await stillAgent(socket, a))) return;
        await handler(payload, ack);
      });
    roomEvents(socket, a, agentOn);
    messageEvents(socket, a, agentOn);
    assignmentEvents(livechat, a, agentOn);

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
  };
}

/**
 * Revocation applies to open sockets too: every agent socket of this process is checked again, as a job of the
 * composition root (docs/decisions/040).
 */
export function agentRecheckJob(deps: {
  transport: LivechatTransport;
  auth: AuthService;
  log: Log;
  clock: () => Date;
  everyMs: number;
}) {
  const { io } = deps.transport;
  return createJob({
    name: 'livechat-agent-recheck',
    label: 'Kiểm tra lại quyền của nhân viên đang chat',
    next: every(deps.everyMs),
    clock: deps.clock,
    log: { error: (obj, msg) => deps.log.warn(obj, msg) },
    async run() {
      for (const socket of await io.in(channels.agents).local.fetchSockets()) {
        const data = socket.data;
        if (data.kind !== 'agent') continue;
        const user = await deps.auth.authenticate(data.token).catch(() => null);
        if (!user || !canAnswerChat(user)) {
          socket.emit(E.error, { code: 'UNAUTHORIZED', message: M.badToken });
          socket.disconnect(true);
        }
      }
    },
  });
}
