/**
 * Answers kept in memory while the content they were read from is unchanged: until the page cache's generation
 * moves (every change a public page shows moves it, in every instance) or their lifetime ends, whichever is first.
 * A page the page cache does not keep (a URL with tracking tags, a page evicted from it) is then rendered without
 * reading the database again (decision 022). Concurrent reads of one key share one load; a failed load is not kept.
 */
export type GenerationMemo = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
};

export function createGenerationMemo(opts: {
  /** The page cache's generation (`beginGeneration`): it moves on every invalidation. */
  generation: () => number;
  /** As the page cache's lifetime; 0 keeps nothing (PAGE_CACHE_TTL_SECONDS=0 reads the database every time). */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): GenerationMemo {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; generation: number; storedAt: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (opts.ttlMs <= 0) return load();
      const generation = opts.generation();
      const t = now();
      const kept = entries.get(key);
      // a load begun before an invalidation carries the old generation: the next read loads again
      if (kept && kept.generation === generation && t - kept.storedAt <= opts.ttlMs) {
        entries.delete(key);
        entries.set(key, kept); // least recently used goes first
        return kept.value as Promise<T>;
      }
      const value = load();
      entries.set(key, { value, generation, storedAt: t });
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
