import { describe, expect, it } from 'vitest';
import { memoryWindowCounter } from '../../lib/window-counter.ts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle.ts';

describe('login delay per account', () => {
  it('starts after the fifth failure, doubles, and stops at 5 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 5000]);
    expect(loginDelayMs(10_000)).toBe(LOGIN_LIMITS.maxDelayMs);
  });
});

describe('memory window counter', () => {
  it('gives concurrent attempts each their own number', async () => {
    const store = memoryWindowCounter();
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.add('k', 1000)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('forgets keys nobody asks about again once their window is over', async () => {
    let now = 0;
    const store = memoryWindowCounter(() => now);
    for (let i = 0; i < 100; i++) await store.add(`ip:${i}`, 1000);
    expect(store.size()).toBe(100);
    now = 61_000;
    await store.add('ip:new', 1000);
    expect(store.size()).toBe(1);
  });
});
