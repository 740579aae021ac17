import type { Socket } from 'socket.io';
import {
  LIVECHAT_EVENTS as E,
  LIVECHAT_RATE,
  type LivechatAck,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { AppError } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { SignedInAccount } from '../auth/auth.service.ts';
import type { RoomRow } from './livechat.repository.ts';
import type { VisitorDetails } from './room-posting.ts';

/** A visitor's socket: its session, its address's key, the details it gave and its room once known. */
export type Visitor = {
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
export type Agent = {
  kind: 'agent';
  user: SignedInAccount;
  token: string;
  ip: string;
  userAgent: string | null;
};
export type SocketData = Visitor | Agent;
export type Events = Record<string, (...args: unknown[]) => void>;
export type LiveSocket = Socket<Events, Events, Events, SocketData>;
export type Ack =
  | ((
      answer:
        | LivechatAck
        | { success: true; data?: unknown }
        | { success: false; message: string; code: string },
    ) => void)
  | undefined;
export type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Parses an event's payload with its domain schema; the schema's first message is the refusal. */
export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', 400, parsed.error.issues[0]?.message ?? M.badPayload);
  return parsed.data;
}

/**
 * How every event is handled: the acknowledgement (the last argument, when a function) answers success or the
 * refusal; an event without one hears of its refusal as livechat_error. An unexpected error is logged and
 * answered with the generic message.
 */
export function createEventKit(deps: { counters: WindowCounter; log: Log }) {
  const fail = (socket: LiveSocket, event: string, ack: Ack, code: string, message: string) => {
    const answer = { success: false as const, code, message };
    if (typeof ack === 'function') ack(answer);
    else socket.emit(E.error, { event, ...answer });
  };
  const failWith = (socket: LiveSocket, event: string, ack: Ack, error: unknown) => {
    if (error instanceof AppError) return fail(socket, event, ack, error.code, error.message);
    deps.log.error({ err: error, event }, 'livechat event failed');
    return fail(socket, event, ack, 'SERVER_ERROR', M.saveFailed);
  };
  return {
    /** Wraps an event handler: the last argument, when a function, is the acknowledgement. */
    on(socket: LiveSocket, event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
        handler(args[0], ack).catch((error) => failWith(socket, event, ack, error));
      });
    },
    /** Whether this socket went over its own budget of messages or typing signals (decision 018). */
    async limited(socket: LiveSocket, kind: 'messages' | 'typing') {
      return (
        (await deps.counters.add(`livechat:${kind}:${socket.id}`, LIVECHAT_RATE.windowMs)) >
        LIVECHAT_RATE[kind]
      );
    },
  };
}

export type EventKit = ReturnType<typeof createEventKit>;
