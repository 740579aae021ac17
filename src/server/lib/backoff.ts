/**
 * Delay before retry number `attempt` (1 = the first retry): exponential from `baseMs`, capped at `maxMs`, with
 * "equal jitter" (half fixed, half random) so retries of many rows after an outage do not arrive together yet
 * never come sooner than half the nominal delay.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const nominal = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(nominal / 2 + (nominal / 2) * random());
}
