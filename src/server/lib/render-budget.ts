import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { clientKey } from './client-key.ts';
import type { WindowCounter } from './window-counter.ts';

/**
 * How many pages one client may have rendered for it, and how fast it gets answers that are not pages
 * (docs/decisions/036-render-budget-per-client.md). Per client address (`clientKey`: IPv4 as is, IPv6 by /64) and
 * fixed window, in the shared counters (memory, or Redis when scaled out). Cached pages never count.
 */
export type RenderBudget = {
  /**
   * Counts one render (a search, a page not cached yet, an unknown path, a `.data` load): the seconds to wait
   * when the address is past its budget (answer 429), else undefined.
   */
  take(ip: string, what?: 'page' | 'data'): Promise<number | undefined>;
  /**
   * Counts one answer that is not a page (a redirect to a page's address, a not-found page, a 429): past
   * `ANSWERS_PER_RENDER` × the budget in the window, the milliseconds to hold it before writing it, else 0.
   */
  pace(ip: string): Promise<number>;
};

export const RENDER_BUDGET_WINDOW_MS = 10_000;
/** Answers that are not pages allowed per render of the budget: no visitor following links comes near. */
export const ANSWERS_PER_RENDER = 10;
/** How long such an answer is held past the allowance: a closed-loop flood then asks once a second a connection. */
export const PACED_ANSWER_MS = 1_000;

/** `renders` 0: no budget and no pacing. */
export function createRenderBudget(
  counters: Pick<WindowCounter, 'add'>,
  opts: { renders: number; windowMs?: number },
): RenderBudget | undefined {
  if (opts.renders <= 0) return undefined;
  const windowMs = opts.windowMs ?? RENDER_BUDGET_WINDOW_MS;
  return {
    async take(ip, what = 'page') {
      // a client-side navigation loads its page's data (`.data`): loaders and their encoding, no React render,
      // and a visitor clicking through the site makes one a click, so they count apart, ANSWERS_PER_RENDER times more
      const count = await counters.add(`render-${what}:${clientKey(ip)}`, windowMs);
      const allowed = what === 'data' ? opts.renders * ANSWERS_PER_RENDER : opts.renders;
      // the window's length: the longest a client past its budget may have to wait, never a guess too short
      return count > allowed ? Math.ceil(windowMs / 1000) : undefined;
    },
    async pace(ip) {
      const count = await counters.add(`answer:${clientKey(ip)}`, windowMs);
      return count > opts.renders * ANSWERS_PER_RENDER ? PACED_ANSWER_MS : 0;
    },
  };
}

/**
 * The client's address of a raw request, as Fastify's `request.ip` reads it (TRUST_PROXY: the proxies whose
 * X-Forwarded-For is believed), for answers written before Fastify sees the request.
 */
export function clientAddressOf(trustProxy: string | false): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}
