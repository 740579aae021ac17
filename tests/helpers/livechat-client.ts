import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { LIVECHAT_SOCKET_PATH } from '../../src/domain/livechat/livechat.schema.ts';

/** Real Socket.IO clients for the live chat tests: every event received is recorded. */
export type Recorder = Socket & {
  got: Array<{ event: string; payload: unknown }>;
  of(event: string): unknown[];
};

export const newSessionId = () => randomBytes(16).toString('base64url');

/** `headers`: sent with the handshake (an X-Forwarded-For that a server trusting the loopback believes). */
export function connect(
  base: string,
  auth: Record<string, unknown>,
  transports = ['websocket'],
  headers: Record<string, string> = {},
): Recorder {
  const socket = io(base, {
    path: LIVECHAT_SOCKET_PATH,
    auth,
    transports,
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
  }) as Recorder;
  socket.got = [];
  socket.onAny((event, payload) => socket.got.push({ event, payload }));
  socket.of = (event) => socket.got.filter((g) => g.event === event).map((g) => g.payload);
  return socket;
}

/** Resolves when connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function visitor(
  base: string,
  sessionId = newSessionId(),
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const socket = connect(
    base,
    {
      sessionId,
      isAdmin: false,
      userName: 'Nguyễn Văn An',
      userPhone: '0912345678',
      ...extra,
    },
    ['websocket'],
    headers,
  );
  await connected(socket);
  return Object.assign(socket, { sessionId });
}

export async function agent(base: string, token: string) {
  const socket = connect(base, { token, isAdmin: true });
  await connected(socket);
  return socket;
}

export const ask = <
  T = {
    success: boolean;
    data?: { _id: string; message: string };
    code?: string;
    message?: string;
    duplicate?: boolean;
  },
>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<T> => socket.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
