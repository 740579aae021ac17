import {
  LIVECHAT_EVENTS as E,
  handoffEventSchema,
  LIVECHAT_MESSAGES as M,
  sendMessageSchema,
  visitorTypingSchema,
} from '#domain/livechat/livechat.schema.ts';
import { AppError } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { RoomRow } from './livechat.repository.ts';
import type { LivechatService } from './livechat.service.ts';
import type { LivechatTransport } from './livechat-transport.ts';
import { channels, handoffText } from './livechat-views.ts';
import { type EventKit, type LiveSocket, type Log, parse, type Visitor } from './socket-kit.ts';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A visitor's events (spec 000 §7): messages, the assistant's hand-off and typing, within the client's budgets. */
export function visitorEvents(deps: {
  transport: LivechatTransport;
  livechat: LivechatService;
  counters: WindowCounter;
  kit: EventKit;
  log: Log;
  budget: { messagesPerMinute: number; roomsPerHour: number };
}) {
  const { transport, livechat, counters, kit, log, budget } = deps;
  const { io, countIn } = transport;

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

  // queued before the acknowledgement (the outbox sends it from there); a failure to queue it is logged, never
  // the message's failure: the message is stored
  const noticeIfWaiting = (room: RoomRow, message: string) =>
    livechat
      .noticeIfWaiting(room, message)
      .catch((error) => log.error({ err: error, roomId: room.id }, 'livechat waiting notice'));

  /** A message or a hand-off from the visitor: checked, stored, then acknowledged. */
  function postFrom(
    socket: LiveSocket,
    v: Visitor,
    event: string,
    toPost: (payload: unknown) => {
      sender: 'user' | 'system';
      message: string;
      clientId?: string | undefined;
      aiSessionId?: string | undefined;
    } | null,
  ) {
    kit.on(socket, event, async (payload, ack) => {
      if (await kit.limited(socket, 'messages')) throw new AppError('TOO_MANY_REQUESTS', 429, M.tooFast);
      const input = toPost(payload);
      if (!input) return ack?.({ success: true });
      await withinClientBudget(v);
      const { message, duplicate, room } = await livechat.post({
        sessionId: v.sessionId,
        details: v.details,
        room: v.room,
        ...input,
      });
      v.room = room;
      if (!duplicate) await noticeIfWaiting(room, message.message);
      ack?.({ success: true, data: message, ...(duplicate ? { duplicate } : {}) });
    });
  }

  const ownSession = (v: Visitor, sessionId: string) => {
    if (sessionId !== v.sessionId) throw new AppError('FORBIDDEN', 403, M.badSession);
  };

  return async function visitorConnected(socket: LiveSocket, v: Visitor) {
    const sessionChannel = channels.session(v.sessionId);
    socket.join([sessionChannel, channels.visitors]);

    postFrom(socket, v, E.sendMessage, (payload) => {
      const input = parse(sendMessageSchema, payload);
      ownSession(v, input.sessionId);
      return { sender: 'user', message: input.message, clientId: input.clientId };
    });
    postFrom(socket, v, E.handoff, (payload) => {
      const input = parse(handoffEventSchema, payload);
      ownSession(v, input.sessionId);
      if (input.transcript.length === 0) return null;
      return {
        sender: 'system',
        message: handoffText(input),
        clientId: input.clientId,
        aiSessionId: input.aiSessionId,
      };
    });
    kit.on(socket, E.typing, async (payload) => {
      if (await kit.limited(socket, 'typing')) return;
      const input = parse(visitorTypingSchema, payload);
      ownSession(v, input.sessionId);
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
      const summary = await livechat.roomFor(room.id, NOBODY);
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
  };
}
