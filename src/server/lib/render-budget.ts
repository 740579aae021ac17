import { clientKey } from './client-key.ts';
import type { WindowCounter } from './window-counter.ts';

/**
 * How many pages one client may have rendered for it (docs/decisions/036-render-budget-per-client.md): every
 * request that reaches the React Router renderer instead of the page cache (a search, a page not cached yet, an
 * unknown path, a `.data` load) counts, per client address (`clientKey`: IPv4 as is, IPv6 by /64) and fixed window,
 * in the shared counters (memory, or Redis when scaled out). Cached pages never count. `renders` 0: no budget.
 */
export type RenderBudget = {
  /** Counts one render for this address: the seconds to wait when it is past its budget, else undefined. */
  take(ip: string): Promise<number | undefined>;
};

export const RENDER_BUDGET_WINDOW_MS = 10_000;

export function createRenderBudget(
  counters: Pick<WindowCounter, 'add'>,
  opts: { renders: number; windowMs?: number },
): RenderBudget | undefined {
  if (opts.renders <= 0) return undefined;
  const windowMs = opts.windowMs ?? RENDER_BUDGET_WINDOW_MS;
  return {
    async take(ip) {
      const count = await counters.add(`render:${clientKey(ip)}`, windowMs);
      // the window's length: the longest a client past its budget may have to wait, never a guess too short
      return count > opts.renders ? Math.ceil(windowMs / 1000) : undefined;
    },
  };
}
