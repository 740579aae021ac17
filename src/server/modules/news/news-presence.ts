import type { RedisClientType } from 'redis';
import type { NewsService } from './news.service.ts';

type NewsActor = Parameters<NewsService['update']>[0];

/** decision 042: an editor's screen says it is open every few seconds; after this long without a word it is not. */
export const PRESENCE_WINDOW_MS = 30_000;

export type Present = { _id: string; fullName: string; seenAt: string };

/** Who has an article open: in memory for one process, in Redis when scaled out (as the window counter). */
type PresenceStore = {
  beat(articleId: string, who: { id: string; fullName: string }, now: number): Promise<void>;
  present(articleId: string, now: number): Promise<Array<{ id: string; fullName: string; seenAt: number }>>;
};

export function memoryPresence(): PresenceStore {
  const open = new Map<string, Map<string, { fullName: string; seenAt: number }>>();
  const live = (articleId: string, now: number) => {
    const seen = open.get(articleId);
    if (!seen) return undefined;
    for (const [id, entry] of seen) if (now - entry.seenAt > PRESENCE_WINDOW_MS) seen.delete(id);
    if (seen.size === 0) open.delete(articleId);
    return open.get(articleId);
  };
  return {
    async beat(articleId, who, now) {
      live(articleId, now);
      const seen = open.get(articleId) ?? new Map();
      seen.set(who.id, { fullName: who.fullName, seenAt: now });
      open.set(articleId, seen);
    },
    async present(articleId, now) {
      return [...(live(articleId, now)?.entries() ?? [])].map(([id, e]) => ({ id, ...e }));
    },
  };
}

export function redisPresence(redis: RedisClientType): PresenceStore {
  const k = (articleId: string) => `presence:news:${articleId}`;
  return {
    async beat(articleId, who, now) {
      await redis
        .multi()
        .hSet(k(articleId), who.id, JSON.stringify({ fullName: who.fullName, seenAt: now }))
        .pExpire(k(articleId), PRESENCE_WINDOW_MS)
        .exec();
    },
    async present(articleId, now) {
      const all = await redis.hGetAll(k(articleId));
      return Object.entries(all)
        .map(([id, raw]) => ({ id, ...(JSON.parse(raw) as { fullName: string; seenAt: number }) }))
        .filter((e) => now - e.seenAt <= PRESENCE_WINDOW_MS);
    },
  };
}

/** The heartbeat of an edit screen: records this account and answers the others seen in the last 30 s. */
export function createNewsPresence(deps: {
  news: Pick<NewsService, 'get'>;
  store: PresenceStore;
  clock: () => Date;
}) {
  return {
    async beat(actor: NewsActor, idOrSlug: string): Promise<Present[]> {
      const article = await deps.news.get(idOrSlug, actor);
      const now = deps.clock().getTime();
      await deps.store.beat(article._id, actor, now);
      return (await deps.store.present(article._id, now))
        .filter((e) => e.id !== actor.id)
        .sort((a, b) => b.seenAt - a.seenAt)
        .map((e) => ({ _id: e.id, fullName: e.fullName, seenAt: new Date(e.seenAt).toISOString() }));
    },
  };
}

export type NewsPresence = ReturnType<typeof createNewsPresence>;
