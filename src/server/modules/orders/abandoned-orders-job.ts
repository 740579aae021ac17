/** How often any instance looks for abandoned orders; the rule counts in days, so a few minutes late is fine. */
const ABANDON_CHECK_MS = 10 * 60_000;

/**
 * decision 025: cancels pending orders with no claim and no payment after ORDER_ABANDON_DAYS. Built once in the
 * composition root; each run is one idempotent statement (`orders.cancelAbandoned`), so every instance of a
 * scaled-out site may run it. Runs never overlap; a failed run is logged and the next one tries again.
 */
export function createAbandonedOrdersJob(deps: {
  orders: { cancelAbandoned(): Promise<string[]> };
  intervalMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? ABANDON_CHECK_MS;
  let running: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let nextRunAt: Date | null = null;
  const tick = () => {
    running ??= deps.orders.cancelAbandoned().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    name: 'abandoned-orders',
    tick,
    start(log: { error(obj: object, msg: string): void }) {
      if (timer) return;
      const run = () => {
        nextRunAt = new Date(Date.now() + intervalMs);
        tick().catch((err: unknown) => log.error({ err }, 'abandoned orders run failed'));
      };
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      nextRunAt = null;
      await running?.catch(() => {});
    },
    nextRun: () => nextRunAt,
  };
}

export type AbandonedOrdersJob = ReturnType<typeof createAbandonedOrdersJob>;
