import { describe, expect, it } from 'vitest';
import { createGenerationMemo } from './generation-memo.ts';

function setup(ttlMs = 60_000, maxEntries = 10) {
  const state = { generation: 0, t: 0, loads: 0 };
  const memo = createGenerationMemo({
    generation: () => state.generation,
    ttlMs,
    maxEntries,
    now: () => state.t,
  });
  const read = (key = 'home') =>
    memo.get(key, async () => {
      state.loads++;
      return `${key}@${state.loads}`;
    });
  return { state, read };
}

describe('answers kept per content generation (decision 022)', () => {
  it('reads once while nothing changed, and again after a change', async () => {
    const { state, read } = setup();
    expect(await read()).toBe('home@1');
    expect(await read()).toBe('home@1');
    state.generation++;
    expect(await read()).toBe('home@2');
    expect(state.loads).toBe(2);
  });

  it('reads again once the lifetime has passed', async () => {
    const { state, read } = setup(1000);
    await read();
    state.t = 1000;
    expect(await read()).toBe('home@1');
    state.t = 1001;
    expect(await read()).toBe('home@2');
  });

  it('keeps nothing with a lifetime of 0 (the page cache turned off)', async () => {
    const { read } = setup(0);
    expect(await read()).toBe('home@1');
    expect(await read()).toBe('home@2');
  });

  it('shares one load between concurrent reads, and never keeps a failure', async () => {
    const { state, read } = setup();
    const [a, b] = await Promise.all([read(), read()]);
    expect([a, b, state.loads]).toEqual(['home@1', 'home@1', 1]);
    const memo = createGenerationMemo({ generation: () => 0, ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const failing = () =>
      memo.get('x', async () => {
        calls++;
        throw new Error('database down');
      });
    await expect(failing()).rejects.toThrow('database down');
    await expect(failing()).rejects.toThrow('database down');
    expect(calls).toBe(2);
  });

  it('a load begun before a change is not served after it', async () => {
    const { state, read } = setup();
    const first = read();
    state.generation++;
    await first;
    expect(await read()).toBe('home@2');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { state, read } = setup(60_000, 2);
    await read('a');
    await read('b');
    await read('a');
    await read('c'); // drops b
    expect(state.loads).toBe(3);
    await read('a');
    expect(state.loads).toBe(3);
    await read('b');
    expect(state.loads).toBe(4);
  });
});
