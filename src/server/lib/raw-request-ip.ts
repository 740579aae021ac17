import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address of a request Fastify never sees (the live chat's socket handshakes, answered by engine.io
 * before Fastify): the same rule as Fastify's `request.ip` with the same TRUST_PROXY, so a client's own
 * X-Forwarded-For decides nothing and, behind a trusted proxy, each client keeps its own address.
 */
export function requestIpOf(trustProxy: false | string): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? request.socket.remoteAddress ?? '';
  };
}
