import type { ExtendedError } from 'socket.io';
import { isConsentVersion } from '#domain/contacts/consent-notice.ts';
import {
  agentAuthSchema,
  LIVECHAT_MESSAGES as M,
  visitorAuthSchema,
} from '#domain/livechat/livechat.schema.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { ConcurrentSlots } from '../../lib/concurrent-slots.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/counter-limits.ts';
import type { requestIpOf } from '../../lib/raw-request-ip.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { canAnswerChat } from './livechat-views.ts';
import type { LiveSocket, Log, Visitor } from './socket-kit.ts';

// visitor details from the handshake: trimmed, cut to the columns' sensible sizes, never markup-interpreted
const clean = (value: string | null | undefined, max: number) => {
  const v = value?.trim();
  return v ? v.slice(0, max) : undefined;
};

function visitorDetails(a: {
  userName?: string | null;
  userPhone?: string | null;
  userEmail?: string | null;
  consentVersion?: string | null;
}) {
  const name = clean(a.userName, 100);
  const phone = clean(a.userPhone, 20);
  const email = clean(a.userEmail, 254);
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    // the consent notice the details form showed (decision 046); an unknown version stores no consent
    ...(isConsentVersion(a.consentVersion) ? { consentVersion: a.consentVersion } : {}),
  } as Visitor['details'];
}

/**
 * Who a socket is, decided at its handshake: an agent is a valid token allowed to answer chat; a visitor is a
 * session id, admitted within its address's budget of open sockets on every process (decision 031).
 */
export function socketHandshake(deps: {
  auth: AuthService;
  sockets: ConcurrentSlots;
  log: Log;
  requestIp: ReturnType<typeof requestIpOf>;
  maxSockets: number;
}) {
  const { auth, log, requestIp } = deps;

  async function admitAgent(socket: LiveSocket, authData: Record<string, unknown>) {
    const parsed = agentAuthSchema.safeParse({ ...authData, isAdmin: true });
    const user = parsed.success ? await auth.authenticate(parsed.data.token) : null;
    if (!parsed.success || !user) return new Error(M.badToken);
    if (!canAnswerChat(user)) return new Error(M.notAgent);
    socket.data = {
      kind: 'agent',
      user,
      token: parsed.data.token,
      ip: requestIp(socket.request),
      userAgent: socket.handshake.headers['user-agent'] ?? null,
    };
    return undefined;
  }

  async function admitVisitor(socket: LiveSocket, authData: Record<string, unknown>) {
    const parsed = visitorAuthSchema.safeParse(authData);
    if (!parsed.success) return new Error(M.badSession);
    // the visitor sockets of one address, on every process: a slot taken here is given back when the
    // connection closes, however it ends (decision 031)
    const client = clientKey(requestIp(socket.request));
    const slotKey = `livechat:sockets:${client}`;
    if (!(await deps.sockets.acquire(slotKey, socket.id, deps.maxSockets)))
      return new Error(RATE_LIMITED_MESSAGE);
    const release = () =>
      deps.sockets
        .release(slotKey, socket.id)
        .catch((error) => log.warn({ err: error }, 'livechat socket slot release'));
    // a connection that closed while the slot was being taken has no close event left to give it back
    if (socket.conn.readyState === 'closed') {
      await release();
      return new Error(M.saveFailed);
    }
    socket.conn.once('close', release);
    socket.data = {
      kind: 'visitor',
      sessionId: parsed.data.sessionId,
      client,
      details: visitorDetails(parsed.data),
    };
    return undefined;
  }

  return async (socket: LiveSocket, next: (error?: ExtendedError) => void) => {
    const authData = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    try {
      const isAgent = authData.isAdmin === true || authData.token !== undefined;
      next(await (isAgent ? admitAgent(socket, authData) : admitVisitor(socket, authData)));
    } catch (error) {
      log.error({ err: error }, 'livechat handshake failed');
      next(new Error(M.saveFailed));
    }
  };
}
