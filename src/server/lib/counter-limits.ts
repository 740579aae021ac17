import { AppError } from '../errors.ts';
import type { WindowCounter } from './window-counter.ts';

/**
 * The public counters (likes, views, downloads) move at most this often per client address (decision 015):
 * a visitor without a cookie gets a new id each time, so the address is what stops a loop from inflating them.
 */
export const COUNTER_CALLS = { perIp: 10, windowMs: 60_000 };

export const RATE_LIMITED_MESSAGE = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau.';

/** Counts one call of `what` from `ip`; false once the address is past its limit for the minute. */
export async function withinCounterLimit(
  counters: Pick<WindowCounter, 'add'>,
  what: string,
  ip: string,
): Promise<boolean> {
  return (await counters.add(`${what}:${ip}`, COUNTER_CALLS.windowMs)) <= COUNTER_CALLS.perIp;
}

export const tooManyCalls = () => new AppError('RATE_LIMITED', 429, RATE_LIMITED_MESSAGE);
