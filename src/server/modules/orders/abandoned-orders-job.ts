import { createJob, every, type Job } from '../../lib/jobs.ts';

/** How often any instance looks for abandoned orders; the rule counts in days, so a few minutes late is fine. */
const ABANDON_CHECK_MS = 10 * 60_000;

/**
 * decision 025: cancels pending orders with no claim and no payment after ORDER_ABANDON_DAYS. Built once in the
 * composition root (docs/decisions/040); each run is one idempotent statement (`orders.cancelAbandoned`), so
 * every instance of a scaled-out site may run it. Runs never overlap; a failed run is logged and the next one
 * tries again.
 */
export function createAbandonedOrdersJob(deps: {
  orders: { cancelAbandoned(): Promise<string[]> };
  clock: () => Date;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job<string[]> {
  return createJob({
    name: 'abandoned-orders',
    label: 'Tự động hủy đơn hàng quá hạn thanh toán',
    next: every(deps.intervalMs ?? ABANDON_CHECK_MS),
    runAtStart: true,
    clock: deps.clock,
    log: deps.log,
    run: () => deps.orders.cancelAbandoned(),
  });
}
