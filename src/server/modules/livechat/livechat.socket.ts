import type { Server as HttpServer } from 'node:http';
import type { ConcurrentSlots } from '../../lib/concurrent-slots.ts';
import { requestIpOf } from '../../lib/raw-request-ip.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { agentEvents, agentRecheckJob } from './agent-socket.ts';
import type { LivechatService } from './livechat.service.ts';
import type { LivechatTransport } from './livechat-transport.ts';
import { socketHandshake } from './socket-handshake.ts';
import { createEventKit, type Log } from './socket-kit.ts';
import { visitorEvents } from './visitor-socket.ts';

/**
 * The live chat's events on its transport (decision 018). Visitors act only in their own session's room; agents
 * are accounts with a valid token allowed to answer chat, checked again on each event and every few seconds.
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
  const { transport, livechat, auth, log } = deps;
  const { io } = transport;
  const kit = createEventKit({ counters: deps.counters, log });

  io.use(
    socketHandshake({
      auth,
      sockets: deps.sockets,
      log,
      requestIp: requestIpOf(deps.trustProxy),
      maxSockets: deps.budget.sockets,
    }),
  );
  const visitorConnected = visitorEvents({
    transport,
    livechat,
    counters: deps.counters,
    kit,
    log,
    budget: deps.budget,
  });
  const agentConnected = agentEvents({ transport, livechat, auth, audit: deps.audit, kit, log });
  io.on('connection', (socket) => {
    const data = socket.data;
    const started = data.kind === 'agent' ? agentConnected(socket, data) : visitorConnected(socket, data);
    started.catch((error) => {
      log.error({ err: error }, 'livechat connection failed');
      socket.disconnect(true);
    });
  });

  const agentRecheck = agentRecheckJob({
    transport,
    auth,
    log,
    clock: deps.clock,
    everyMs: deps.agentRecheckMs,
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
