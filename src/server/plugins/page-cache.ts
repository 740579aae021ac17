import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';

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

type PageCache = {
  /** False when PAGE_CACHE_TTL_SECONDS is 0: every page is rendered anew (benchmarks measure both). */
  enabled: boolean;
  get(key: string): CachedPage | undefined;
  /**
   * `headers` are every header of the answer (security headers included) except length and encoding. The
   * compressed forms are made on libuv's thread pool, off the event loop (issue 11 item 5).
   */
  set(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer): Promise<CachedPage>;
  clear(): void;
  size(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache & {
      /** Drops every entry here and, when scaled out, in every other instance. */
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
const PAGE_QUERY = /^page=([1-9]\d{0,3})$/;

/**
 * The cache key of a page's URL, or null when the page is rendered without the cache (issue 11 item 5). Every
 * query string used to be a new entry (`/?x=1…20`: twenty renders, twenty entries) and `/ADMIN/login` was kept as
 * a public page. Now: the path as the site writes its links (lower case, no trailing slash, nothing encoded),
 * with `page` as the only query parameter a cached page reads (`page=1` is the page itself); anything else (a
 * search, tracking tags, another case or spelling of a path) is answered fresh and never stored; admin paths
 * never, whatever their case.
 */
export function pageCacheKey(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (ADMIN_PATH.test(path) || !CACHEABLE_PATH.test(path) || (path.length > 1 && path.endsWith('/')))
    return null;
  if (q === -1 || q === url.length - 1) return path;
  const page = PAGE_QUERY.exec(url.slice(q + 1))?.[1];
  if (!page) return null;
  return page === '1' ? path : `${path}?page=${page}`;
}

export function createPageCache(opts: { maxEntries: number; ttlMs: number; now?: () => number }): PageCache {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  return {
    enabled: opts.ttlMs > 0,
    get(key) {
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
    async set(key, status, headers, body) {
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const common = { ...headers, etag, vary: 'accept-encoding' };
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(body, { level: 6 }),
        brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      ]);
      const entry: CachedPage = {
        status,
        etag,
        storedAt: now(),
        identity: variant(common, body),
        gzip: variant(common, gzipped, 'gzip'),
        brotli: variant(common, brotli, 'br'),
      };
      entries.set(key, entry);
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      return entry;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** Writes a cached page in the best encoding the client accepts; answers 304 when its copy is current. */
export function writeCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  hit = true,
): void {
  const accepts = request.headers['accept-encoding'] ?? '';
  const chosen = BR.test(accepts) ? page.brotli : GZIP.test(accepts) ? page.gzip : page.identity;
  const notModified = request.headers['if-none-match'] === page.etag;
  let headers = notModified ? chosen.notModified : chosen.headers;
  if (!hit) headers = headers.map((value, i) => (headers[i - 1] === 'x-page-cache' ? 'miss' : value));
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
): boolean {
  if (!cache.enabled || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
  const key = pageCacheKey(request.url);
  const page = key === null ? undefined : cache.get(key);
  if (!page) return false;
  writeCachedPage(request, response, page);
  return true;
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
      ...cache,
      async invalidate() {
        cache.clear();
        if (redis) await redis.publish(CHANNEL, String(Date.now()));
      },
    });
  },
  { name: 'page-cache', dependencies: ['redis'] },
);
