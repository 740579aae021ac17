import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retry delay with back-off and jitter', () => {
  it('doubles from the base and stays between half and all of the nominal delay', () => {
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, 60_000, () => 0)).toBe(2000);
    expect(retryDelayMs(3, 1000, 60_000, () => 1)).toBe(4000);
  });

  it('never exceeds the cap', () => {
    expect(retryDelayMs(40, 1000, 60_000, () => 1)).toBe(60_000);
  });

  it('spreads retries of the same attempt number', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.9].map((r) => retryDelayMs(4, 1000, 60_000, () => r)));
    expect(delays.size).toBe(4);
  });
});
