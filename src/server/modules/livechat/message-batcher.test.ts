import { describe, expect, it } from 'vitest';
import { createBatcher } from './message-batcher.ts';

describe('message batcher', () => {
  it('writes what arrives meanwhile together, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const b = createBatcher<number, number>({
      concurrency: 1,
      write: async (items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 10));
        return items.map((i) => i * 10);
      },
    });
    const results = await Promise.all([1, 2, 3, 4].map((i) => b.add(i)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('retries a failed batch one item at a time, so only the bad item fails', async () => {
    const b = createBatcher<number, number>({
      concurrency: 1,
      write: async (items) => {
        if (items.includes(13)) throw new Error('bad');
        return items;
      },
    });
    const first = b.add(1);
    const settled = await Promise.allSettled([first, b.add(13), b.add(2)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
