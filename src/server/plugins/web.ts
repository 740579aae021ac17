import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { pageAddress } from '#domain/site/page-address.rules.ts';
import type { WebRequestContext, WebServices } from '#domain/site/web-context.ts';
import type { AppConfig } from '../config.ts';
import { RATE_LIMITED_MESSAGE } from '../lib/counter-limits.ts';
import type { RenderBudget } from '../lib/render-budget.ts';
import {
  keyOfPage,
  type PendingRender,
  pastLastPageKey,
  writeCachedPage,
  writeRedirect,
} from './page-cache.ts';

const BUILD_DIR = path.resolve('build');

// Browsers and CDNs may reuse a public page for a minute and serve it stale while they fetch a fresh one.
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The page CSP: scripts only carrying this response's nonce (React Router's scripts do) and what they load
 * ('strict-dynamic'); never a script by its address alone, so no stored file of ours can be a page script, even
 * named in stored HTML (decisions 003 and 029). Public and admin pages alike.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the React Router app from build/: hashed assets (immutable) and every non-API path through the
 * React Router request handler (SSR for public routes, the SPA shell for /admin).
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { config: AppConfig; site: WebServices; renderBudget?: RenderBudget | undefined },
  ) => {
    const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error('Chưa có bản build giao diện (build/server/index.js). Chạy "npm run build" trước.');
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const exported = (build.entry.module as { webContext?: RouterContext<WebRequestContext> }).webContext;
    if (!exported) throw new Error('entry.server must export webContext');
    const webContext = exported;
    const handle = createRequestHandler(
      build,
      opts.config.env === 'development' ? 'development' : 'production',
    );
    const services = opts.site;

    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    await app.register(async (web) => {
      // leave request bodies unread: React Router reads them from the raw stream (form actions)
      web.removeAllContentTypeParsers();
      web.addContentTypeParser('*', (_request, _payload, done) => done(null));
      web.route({
        method: ['GET', 'HEAD', 'POST'],
        url: '/*',
        handler: async (request, reply) => {
          const cache = app.pageCache;
          const reads = request.method === 'GET' || request.method === 'HEAD';
          // a public page has one address; another spelling is redirected there, and a page number past the last
          // page is the list's one not-found entry (decision 035). Over HTTP both are answered before Fastify.
          const address = reads ? pageAddress(request.url) : null;
          if (address?.kind === 'redirect') {
            await paced(request);
            reply.hijack();
            return writeRedirect(reply.raw, address.location);
          }
          let key = address ? keyOfPage(cache, address) : null;
          if (address?.page !== undefined && address.search === undefined && key === address.key) {
            const last = await lastPageOf(address.path);
            if (last !== undefined) {
              cache.noteLastPage(address.path, last);
              if (address.page > last) key = pastLastPageKey(address.path);
            }
          }
          const pastLastPage = address !== null && key === pastLastPageKey(address.path);
          // public pages come from the page cache; the admin shell, odd URLs and anything personal never do
          const cacheable = cache.enabled && key !== null && request.method === 'GET';
          if (!cache.enabled) key = null;
          if (key !== null) {
            // The HTTP server answers hits, and stale entries while their page is being rendered, before Fastify
            // (serveCachedPage); requests injected in tests come here. No stampede: while a page is
            // rendered, other requests for it get the previous entry (for at most the stale window) or, when
            // there is none, wait for that one render instead of each rendering it again.
            const found = cache.servable(key);
            const inFlight = found ? undefined : cache.pending(key);
            const page = found?.page ?? (inFlight ? await inFlight : undefined);
            if (page) {
              reply.hijack();
              return writeCachedPage(request.raw, reply.raw, page, found?.label ?? 'hit');
            }
          }
          // past its render budget a client gets 429 at once: never a render, never a place in a queue (decision 036)
          const what = /^[^?]*\.data(?:\?|$)/.test(request.url) ? 'data' : 'page';
          const wait =
            reads && opts.renderBudget ? await opts.renderBudget.take(request.ip, what) : undefined;
          if (wait !== undefined) {
            await paced(request);
            return tooManyRenders(reply, wait);
          }
          // the first request after a page's entry expired or went stale renders it: it sees the new content
          const pending =
            cacheable && key !== null && !cache.pending(key) ? cache.beginRender(key) : undefined;
          try {
            return await render(request, reply, pending ? key : null, pending, pastLastPage);
          } finally {
            pending?.settle(undefined);
          }
        },
      });
    });

    /** Holds an answer that is not a page for a client past its allowance of them (decision 036). */
    async function paced(request: FastifyRequest) {
      const ms = opts.renderBudget ? await opts.renderBudget.pace(request.ip) : 0;
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    }

    /** The last page of a paged list, from what pages read (kept per content generation, decision 022). */
    async function lastPageOf(path: string): Promise<number | undefined> {
      if (path !== '/news') return undefined;
      try {
        return (await services.newsList(1, undefined)).pagination.pages;
      } catch {
        // the list cannot be read: the page itself shows its load error
        return undefined;
      }
    }

    /** Renders a page; with a cache key, a 200 page without cookies is stored and handed to the pending render. */
    async function render(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string | null,
      pending: PendingRender | undefined,
      pastLastPage = false,
    ) {
      const nonce = randomBytes(16).toString('base64');
      const context = new RouterContextProvider();
      // absolute links from PUBLIC_URL, never from the request: a cached page is shared
      const origin = opts.config.publicUrl;
      context.set(webContext, { nonce, origin, clientIp: request.ip, services } satisfies WebRequestContext);
      const response = await handle(createRequest(request.raw, reply.raw), context);
      const headers: Record<string, string> = {};
      for (const [key, value] of response.headers) if (key !== 'set-cookie') headers[key] = value;
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        headers['content-security-policy'] = contentSecurityPolicy(nonce);
      }
      const cookies = response.headers.getSetCookie();

      // a page past the last page of a list is its not-found page, one entry for every such number (decision 035)
      const storable = response.status === (pastLastPage ? 404 : 200);
      if (key !== null && storable && cookies.length === 0 && response.body) {
        // a not-found page is not served stale for minutes once the list has grown that far
        headers['cache-control'] = pastLastPage ? 'public, max-age=60' : PUBLIC_PAGE_CACHE_CONTROL;
        const body = Buffer.from(await response.arrayBuffer());
        // the entry keeps the security headers set so far (helmet), as hits skip Fastify's hooks
        const page = await app.pageCache.set(
          key,
          response.status,
          { ...(reply.getHeaders() as OutgoingHttpHeaders), ...headers },
          body,
          pending?.generation,
        );
        pending?.settle(page);
        reply.hijack();
        return writeCachedPage(request.raw, reply.raw, page, 'miss');
      }

      reply.status(response.status).headers(headers);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send();
      // a page rendered for this request only arrives whole (entry.server.tsx): compressed in one call (app.ts)
      if (headers['content-type']?.startsWith('text/html'))
        return reply.send(Buffer.from(await response.arrayBuffer()));
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    }
  },
  { name: 'web', dependencies: ['db', 'page-cache'] },
);

/** 429 to a client past its render budget (decision 036): a short page in Vietnamese, never cached. */
function tooManyRenders(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>429 - ${RATE_LIMITED_MESSAGE}</title></head><body><p>${RATE_LIMITED_MESSAGE}</p></body></html>`,
    );
}
