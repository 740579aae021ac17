import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';

/**
 * Public pages kept as ready bytes, per URL (ARCHITECTURE.md, Performance design): rendered once, compressed once
 * per entry (gzip and brotli), then served from memory until content changes. A change anywhere in what the
 * public pages show calls `invalidate()`; with REDIS_URL the call reaches every instance through pub/sub.
 * Entries also expire after `ttlMs`, so counters shown on pages (views, likes) stay close to current.
 */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  storedAt: number;
};

export type PageCache = {
  /** False when PAGE_CACHE_TTL_SECONDS is 0: every page is rendered anew (benchmarks measure both). */
  enabled: boolean;
  get(key: string): CachedPage | undefined;
  set(key: string, status: number, headers: Record<string, string>, body: Buffer): CachedPage;
  /** Drops every entry here and, when scaled out, in every other instance. */
  invalidate(): Promise<void>;
  size(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
  interface FastifyContextConfig {
    /** A successful call of this route changes what public pages show: the page cache is emptied before it answers. */
    changesPublicPages?: boolean;
  }
}

const CHANNEL = 'page-cache:invalidate';

export function createPageCache(opts: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > opts.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      // least recently used goes first: re-insert on every hit
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, status: number, headers: Record<string, string>, body: Buffer) {
      const entry: CachedPage = {
        status,
        headers,
        body,
        gzip: gzipSync(body, { level: 6 }),
        brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        storedAt: now(),
      };
      entries.set(key, entry);
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      return entry;
    },
    clear() {
      entries.clear();
    },
    size: () => entries.size,
  };
}

/** Sends a cached page in the best encoding the client accepts; answers 304 when its copy is current. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  reply.status(page.status).headers(page.headers);
  reply
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header('x-page-cache', hit ? 'hit' : 'miss');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  let body = page.body;
  if (/\bbr\b/.test(accepts)) {
    body = page.brotli;
    reply.header('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepts)) {
    body = page.gzip;
    reply.header('content-encoding', 'gzip');
  }
  reply.header('content-length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

export const pageCachePlugin = fp(
  async (app: FastifyInstance, opts: { maxEntries?: number; ttlMs?: number }) => {
    const cache = createPageCache({ maxEntries: opts.maxEntries ?? 500, ttlMs: opts.ttlMs ?? 60_000 });
    const redis = app.redis as RedisClientType | null;
    let subscriber: RedisClientType | undefined;
    if (redis) {
      subscriber = redis.duplicate() as RedisClientType;
      subscriber.on('error', (error) => app.log.error({ err: error }, 'page cache subscriber error'));
      await subscriber.connect();
      await subscriber.subscribe(CHANNEL, () => cache.clear());
      app.addHook('onClose', async () => {
        await subscriber?.quit();
      });
    }
    // before the answer leaves, so a page reloaded right after the change shows it
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config.changesPublicPages && reply.statusCode < 400)
        await app.pageCache.invalidate();
    });
    app.decorate('pageCache', {
      enabled: (opts.ttlMs ?? 60_000) > 0,
      get: cache.get,
      set: cache.set,
      size: cache.size,
      async invalidate() {
        cache.clear();
        if (redis) await redis.publish(CHANNEL, String(Date.now()));
      },
    } satisfies PageCache);
  },
  { name: 'page-cache', dependencies: ['redis'] },
);
