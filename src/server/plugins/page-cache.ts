import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { type PageAddress, pageAddress, TRACKING_PARAM } from '#domain/site/page-address.rules.ts';
import { redisChannel } from '../lib/redis-channel.ts';

/**
 * Public pages kept as ready bytes, per URL (ARCHITECTURE.md, Performance design): rendered once, compressed once
 * per entry (gzip and brotli), then served from memory until content changes. A change anywhere in what the
 * public pages show calls `invalidate()`; with REDIS_URL the call reaches every instance through pub/sub.
 * Entries also expire after `ttlMs`, so counters shown on pages (views, likes) stay close to current.
 * Hits are answered by the HTTP server before Fastify sees the request (`serveCachedPage`, decision 008).
 */
/** Headers as Node's flat [name, value, name, value…] list: written as is, without building an object per hit. */
type Variant = { headers: string[]; notModified: string[]; body: Buffer };

export type CachedPage = {
  status: number;
  etag: string;
  storedAt: number;
  /** The page's bytes as sent, with every header of the answer precomputed, per content encoding. */
  identity: Variant;
  gzip: Variant;
  brotli: Variant;
};

/** How an answer from the cache is labelled in `x-page-cache`. */
export type CacheLabel = 'hit' | 'miss' | 'stale';

/** A render registered for a key: requests arriving meanwhile wait for it or are served the stale entry. */
export type PendingRender = {
  /** The cache's generation when the render began: a page rendered before an invalidation is stored as stale. */
  generation: number;
  settle(page: CachedPage | undefined): void;
};

type PageCache = {
  /** False when PAGE_CACHE_TTL_SECONDS or PAGE_CACHE_ENTRIES is 0: every page is rendered anew (benchmarks measure both). */
  enabled: boolean;
  /** The entry while it is fresh (neither expired nor invalidated). */
  get(key: string): CachedPage | undefined;
  /**
   * The entry while it may still be served: fresh, or stale for at most `staleMs` since it went stale (its
   * lifetime ended, or content changed). Older entries are dropped.
   */
  lookup(key: string): { page: CachedPage; fresh: boolean } | undefined;
  /**
   * What a request may be answered with without rendering (stale-while-revalidate inside the process):
   * the fresh entry, or the stale one while another request's render of the same page is under way.
   */
  servable(key: string): { page: CachedPage; label: CacheLabel } | undefined;
  /** The render of this key under way, if any (single flight: one render per page at a time). */
  pending(key: string): Promise<CachedPage | undefined> | undefined;
  /** The current generation (it moves on every invalidation), for a render that stores its answer later. */
  beginGeneration(): number;
  /** Registers a render of this key; its `settle` must be called once it ends (with the page, or undefined). */
  beginRender(key: string): PendingRender;
  /**
   * `headers` are every header of the answer (security headers included) except length and encoding. The
   * compressed forms are made on libuv's thread pool, off the event loop (decision 022). With the generation
   * at which its render began, a page rendered before the latest invalidation is stored as already stale.
   */
  set(
    key: string,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    generation?: number,
  ): Promise<CachedPage>;
  /** Content changed: every entry becomes stale now (served only while its page is rendered again). */
  markStale(): void;
  /** Empties the cache; an answer whose render began before is not stored when it ends (tests start clean). */
  clear(): void;
  size(): number;
  /** The keys of each segment, least recently used first (tests). */
  segments(): { probation: string[]; kept: string[]; searches: string[] };
  /** The last page of a paged list, read at the current generation (forgotten when content changes). */
  noteLastPage(path: string, last: number): void;
  lastPage(path: string): number | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache & {
      /**
       * Content changed: every entry here and, when scaled out, in every other instance goes stale. The next
       * request of a page renders it again; requests arriving during that render get the stale copy, for at most
       * the stale window (DEFAULT_STALE_MS).
       */
      invalidate(): Promise<void>;
    };
  }
  interface FastifyContextConfig {
    /** A successful call of this route changes what public pages show: the page cache is emptied before it answers. */
    changesPublicPages?: boolean;
  }
}

const CHANNEL = 'page-cache:invalidate';

function variant(headers: OutgoingHttpHeaders, body: Buffer, encoding?: 'gzip' | 'br'): Variant {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push('x-page-cache', 'hit');
  return {
    notModified: [...flat],
    headers: [
      ...flat,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
    ],
    body,
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// a path the cache may keep: lower case letters, digits, hyphens and single slashes, no trailing slash
const CACHEABLE_PATH = /^(?:\/[a-z0-9-]+)*\/?$/;
const ADMIN_PATH = /^\/admin(?:\/|$)/i;
const PAGE_VALUE = /^[1-9]\d{0,3}$/;

/**
 * The cache key of a public JSON URL (`/api/…`, decision 020): the path, with `page` as the only query parameter
 * (`page=1` is the list itself), tracking tags left out; anything else (a search, another parameter, a repeated
 * `page`) is answered fresh and never stored. Public pages have their own, stricter, addresses (`pageAddress`,
 * decision 035).
 */
export function pageCacheKey(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (ADMIN_PATH.test(path) || !CACHEABLE_PATH.test(path) || (path.length > 1 && path.endsWith('/')))
    return null;
  if (q === -1 || q === url.length - 1) return path;
  let page: string | undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    if (TRACKING_PARAM.test(name)) continue;
    if (name !== 'page' || page !== undefined) return null;
    page = pair.slice(eq + 1);
    if (!PAGE_VALUE.test(page)) return null;
  }
  return page === undefined || page === '1' ? path : `${path}?page=${page}`;
}

/** The one entry of a paged list's not-found page, answered for every page number past its last page. */
export const pastLastPageKey = (path: string) => `${path}#past-last-page`;

/** Searches are kept apart from pages (decision 035): their keys carry the normalised search. */
const isSearchKey = (key: string) => /[?&]search=/.test(key);

/** How long a stale entry may still be served while its page is rendered again (decision 020). */
export const DEFAULT_STALE_MS = 5_000;

type Entry = { page: CachedPage; staleSince: number | null };

export function createPageCache(opts: {
  /** Pages (and public JSON): the protected and the probation segment together (decision 035). */
  maxEntries: number;
  ttlMs: number;
  staleMs?: number;
  /** Searches: their own segment, so no number of them can evict a page. */
  maxSearches?: number;
  searchTtlMs?: number;
  now?: () => number;
}): PageCache {
  const now = opts.now ?? Date.now;
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const maxSearches = opts.maxSearches ?? 100;
  const searchTtlMs = Math.min(opts.searchTtlMs ?? 30_000, opts.ttlMs);
  // Segmented LRU (decision 035): a page enters on probation; read again while kept, it moves to the protected
  // segment (80 % of the entries). A new entry evicts from probation while probation holds any, so a flood of
  // keys read once cannot push out the pages that are being read. Each Map is least recently used first.
  const protectedMax = Math.max(1, Math.floor(opts.maxEntries * 0.8));
  const probation = new Map<string, Entry>();
  const kept = new Map<string, Entry>();
  const searches = new Map<string, Entry>();
  const renders = new Map<string, Promise<CachedPage | undefined>>();
  // the last page of each paged list, as read at a generation (a change of content may move it)
  const lastPages = new Map<string, { last: number; generation: number }>();
  let generation = 0;
  let invalidatedAt = Number.NEGATIVE_INFINITY;
  // renders begun before the last clear() are not stored: an emptied cache stays empty of them
  let clearedAt = 0;

  const segmentOf = (key: string) =>
    isSearchKey(key) ? searches : kept.has(key) ? kept : probation.has(key) ? probation : undefined;

  function evict() {
    while (probation.size + kept.size > opts.maxEntries) {
      const from = probation.size > 0 ? probation : kept;
      from.delete(from.keys().next().value as string);
    }
    while (searches.size > maxSearches) searches.delete(searches.keys().next().value as string);
  }

  function promote(key: string, entry: Entry) {
    probation.delete(key);
    kept.delete(key);
    kept.set(key, entry);
    // the protected segment full: its least recently read entry goes back on probation (at the recent end)
    while (kept.size > protectedMax) {
      const oldest = kept.keys().next().value as string;
      const demoted = kept.get(oldest) as Entry;
      kept.delete(oldest);
      probation.set(oldest, demoted);
    }
  }

  function lookup(key: string) {
    const segment = segmentOf(key);
    const entry = segment?.get(key);
    if (!segment || !entry) return undefined;
    const t = now();
    const ttl = segment === searches ? searchTtlMs : opts.ttlMs;
    const fresh = entry.staleSince === null && t - entry.page.storedAt <= ttl;
    // searches are never served stale: forgotten at once, their results may change with the content
    const staleEnd = segment === searches ? 0 : staleMs;
    if (!fresh && t >= (entry.staleSince ?? entry.page.storedAt + ttl) + staleEnd) {
      segment.delete(key);
      return undefined;
    }
    if (fresh) {
      if (segment === searches) {
        searches.delete(key);
        searches.set(key, entry);
      } else promote(key, entry);
    }
    return { page: entry.page, fresh };
  }

  return {
    // PAGE_CACHE_ENTRIES=0 keeps no page: every page rendered, from the reads kept (the bench's render-only rows)
    enabled: opts.ttlMs > 0 && opts.maxEntries > 0,
    get(key) {
      const found = lookup(key);
      return found?.fresh ? found.page : undefined;
    },
    lookup,
    servable(key) {
      const found = lookup(key);
      if (!found) return undefined;
      if (found.fresh) return { page: found.page, label: 'hit' };
      return renders.has(key) ? { page: found.page, label: 'stale' } : undefined;
    },
    pending: (key) => renders.get(key),
    beginGeneration: () => generation,
    beginRender(key) {
      let resolve: (page: CachedPage | undefined) => void = () => {};
      const promise = new Promise<CachedPage | undefined>((r) => (resolve = r));
      renders.set(key, promise);
      let settled = false;
      return {
        generation,
        settle(page) {
          if (settled) return;
          settled = true;
          if (renders.get(key) === promise) renders.delete(key);
          resolve(page);
        },
      };
    },
    async set(key, status, headers, body, renderedAt = generation) {
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const common = { ...headers, etag, vary: 'accept-encoding' };
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(body, { level: 6 }),
        brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      ]);
      const storedAt = now();
      const page: CachedPage = {
        status,
        etag,
        storedAt,
        identity: variant(common, body),
        gzip: variant(common, gzipped, 'gzip'),
        brotli: variant(common, brotli, 'br'),
      };
      if (renderedAt < clearedAt) return page;
      // content changed while this page was being rendered: it may show the old content, so it is stale at once
      const entry: Entry = { page, staleSince: renderedAt === generation ? null : invalidatedAt };
      if (isSearchKey(key)) {
        if (entry.staleSince !== null) return page;
        searches.delete(key);
        searches.set(key, entry);
      } else if (kept.has(key)) kept.set(key, entry);
      else {
        probation.delete(key);
        probation.set(key, entry);
      }
      evict();
      return page;
    },
    markStale() {
      const t = now();
      generation++;
      invalidatedAt = t;
      searches.clear();
      for (const entry of [...probation.values(), ...kept.values()]) {
        const expiredAt = entry.page.storedAt + opts.ttlMs;
        entry.staleSince ??= expiredAt < t ? expiredAt : t;
      }
    },
    clear() {
      generation++;
      clearedAt = generation;
      probation.clear();
      kept.clear();
      searches.clear();
      lastPages.clear();
    },
    size: () => probation.size + kept.size + searches.size,
    segments: () => ({
      probation: [...probation.keys()],
      kept: [...kept.keys()],
      searches: [...searches.keys()],
    }),
    noteLastPage(path, last) {
      lastPages.set(path, { last, generation });
    },
    lastPage(path) {
      const noted = lastPages.get(path);
      return noted && noted.generation === generation ? noted.last : undefined;
    },
  };
}

/**
 * The cache key a public page's canonical address is answered from: the address itself, or, for a page number
 * past the last page of a list whose last page is known at this generation, that list's one not-found entry.
 */
export function keyOfPage(cache: PageCache, address: PageAddress & { kind: 'page' }): string {
  if (address.page === undefined || address.search !== undefined) return address.key;
  const last = cache.lastPage(address.path);
  return last !== undefined && address.page > last ? pastLastPageKey(address.path) : address.key;
}

/**
 * A 301 to a page's canonical address (decision 035). Browsers keep it a day, not for ever: a page that later
 * reads a new parameter is not shadowed for long.
 */
export function writeRedirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { location, 'cache-control': 'public, max-age=86400', 'content-length': '0' });
  response.end();
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** Writes a cached page in the best encoding the client accepts; answers 304 when its copy is current. */
export function writeCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  label: CacheLabel = 'hit',
): void {
  const accepts = request.headers['accept-encoding'] ?? '';
  const chosen = BR.test(accepts) ? page.brotli : GZIP.test(accepts) ? page.gzip : page.identity;
  const notModified = request.headers['if-none-match'] === page.etag;
  let headers = notModified ? chosen.notModified : chosen.headers;
  if (label !== 'hit')
    headers = headers.map((value, i) => (headers[i - 1] === 'x-page-cache' ? label : value));
  response.writeHead(notModified ? 304 : page.status, headers);
  response.end(notModified || request.method === 'HEAD' ? undefined : chosen.body);
}

/**
 * The HTTP server's first look at a request: a GET or HEAD whose URL is in the cache is answered here, without
 * routing, hooks or request objects. Only the web handler fills the cache, and only with public pages.
 */
export function serveCachedPage(
  cache: PageCache,
  request: IncomingMessage,
  response: ServerResponse,
  pace?: (request: IncomingMessage) => Promise<number>,
): boolean {
  if (!cache.enabled || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
  // a token may widen an answer (public JSON): such requests always reach their route
  if (request.headers.authorization) return false;
  let key: string | null;
  if (request.url.startsWith('/api/')) key = pageCacheKey(request.url);
  else {
    // a public page is answered at its one address: any other spelling is redirected there (decision 035)
    const address = pageAddress(request.url);
    if (address?.kind === 'redirect') {
      paced(pace, request, response, () => writeRedirect(response, address.location));
      return true;
    }
    key = address ? keyOfPage(cache, address) : null;
  }
  const found = key === null ? undefined : cache.servable(key);
  if (!found) return false;
  // a cached not-found page (a page number past the last page) answers an invented address: paced
  if (found.page.status !== 200)
    paced(pace, request, response, () => writeCachedPage(request, response, found.page, found.label));
  else writeCachedPage(request, response, found.page, found.label);
  return true;
}

/**
 * Writes an answer that is not a page at once, or, for a client past its allowance of them, after the delay its
 * render budget says (decision 036): a flood of invented addresses then waits on its own connections instead of
 * taking turns with every visitor's.
 */
function paced(
  pace: ((request: IncomingMessage) => Promise<number>) | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  write: () => void,
) {
  if (!pace) return write();
  const answer = () => {
    if (!response.destroyed) write();
  };
  pace(request).then(
    (ms) => (ms > 0 ? setTimeout(answer, ms) : answer()),
    () => answer(),
  );
}

/** Empties the page cache here and, through Redis, on every other instance (what a change of content does). */
export function pageInvalidation(cache: PageCache, redis: RedisClientType | null) {
  return async () => {
    cache.markStale();
    if (redis) await redis.publish(redisChannel(redis, CHANNEL), String(Date.now()));
  };
}

export const pageCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: PageCache }) => {
    const { cache } = opts;
    const redis = app.redis as RedisClientType | null;
    let subscriber: RedisClientType | undefined;
    if (redis) {
      subscriber = redis.duplicate() as RedisClientType;
      subscriber.on('error', (error) => app.log.error({ err: error }, 'page cache subscriber error'));
      await subscriber.connect();
      await subscriber.subscribe(redisChannel(redis, CHANNEL), () => cache.markStale());
      app.addHook('onClose', async () => {
        await subscriber?.quit();
      });
    }
    // before the answer leaves, so a page reloaded right after the change shows it
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config.changesPublicPages && reply.statusCode < 400)
        await app.pageCache.invalidate();
    });
    app.decorate('pageCache', { ...cache, invalidate: pageInvalidation(cache, redis) });
  },
  { name: 'page-cache', dependencies: ['redis'] },
);

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Public JSON: GET answers of the listed routes that are the same for every visitor are kept in the
 * page cache like pages, so they are answered before Fastify, compressed once, and emptied by the same
 * invalidation. Only answers to requests without a token are stored (a token may widen the answer, e.g. the
 * products an admin sees), only 200s without a cookie, and only under the page cache's keys (a path, or a path with
 * `page`: a search or a filter is answered fresh). Every other GET answer of the API to a request without a token
 * gets an ETag too, and a matching If-None-Match is answered 304 without the body. Registered before the compression hooks: it sees the JSON text.
 */
export function publicJsonAnswers(app: FastifyInstance, cache: PageCache, routes: readonly string[]) {
  const shared = new Set(routes);
  const generationAt = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && shared.has(request.routeOptions.url ?? ''))
      generationAt.set(request.raw, cache.beginGeneration());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !request.url.startsWith('/api/') ||
      // answers to a token are personal and never shared: hashing them would buy nothing
      request.headers.authorization
    )
      return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    const generation = generationAt.get(request.raw);
    if (generation !== undefined && cache.enabled && !reply.hasHeader('set-cookie')) {
      const key = pageCacheKey(request.url);
      if (key !== null) {
        const headers = { ...(reply.getHeaders() as OutgoingHttpHeaders) };
        cache
          .set(key, 200, headers, Buffer.from(payload), generation)
          .catch((error) => app.log.error({ err: error }, 'page cache: storing a JSON answer failed'));
      }
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
  app.addHook('onReady', async () => {
    for (const url of shared)
      if (!app.hasRoute({ method: 'GET', url })) throw new Error(`publicJsonAnswers: no GET route ${url}`);
  });
}
