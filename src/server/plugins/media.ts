import { mkdirSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { transferPacer } from '../lib/transfer-pacer.ts';
import { contentTypeOf, type MediaStorage } from '../modules/media/media-storage.ts';

const MEDIA_PREFIX = '/api/public/';
const MEDIA_KINDS = ['images', 'videos', 'zips', 'guides'] as const;
const PACED_BYTES = 16 * 1024 * 1024;

// decision 029: a stored file is never a document that runs anything, even opened on its own: no script, no
// plugin, no form, in a sandbox (an SVG's script, an HTML file's page); images and videos still display
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
// the only files shown in the page: images and videos of the types the upload pipeline stores (decision 012)
const SHOWN_INLINE = /^(?:images|videos)\/(?:_w\d+\/)?[^/]+\.(?:jpe?g|png|webp|gif|mp4|webm)$/i;

/** The headers every stored file is answered with, from the disk or from S3 alike. */
function mediaHeaders(setHeader: (name: string, value: string) => unknown, key: string) {
  setHeader('cache-control', 'public, max-age=2592000');
  setHeader('x-content-type-options', 'nosniff');
  setHeader('content-security-policy', MEDIA_CSP);
  // the type by the name's extension from our own list, never a guess (an unknown one is plain bytes)
  setHeader('content-type', contentTypeOf(key));
  // archives, guides and any type a browser would run (html, svg, js, xml…) are always saved (decision 029)
  if (!SHOWN_INLINE.test(key)) setHeader('content-disposition', 'attachment');
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Uploaded and seeded media (spec 000 §9: /api/public/images/, /videos/, /zips/, /guides/): from DATA_DIR/media
 * by @fastify/static, or from the S3 bucket through the app with the same headers and byte ranges.
 * Stored names are unique per upload, so browsers may keep them long; Range requests work (videos).
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, opts: { mediaDir: string; storage: MediaStorage }) => {
    // the upload pipeline stages files on this machine's disk first, whichever storage keeps them
    for (const kind of MEDIA_KINDS) mkdirSync(`${opts.mediaDir}/${kind}`, { recursive: true });
    if (opts.storage.kind === 'disk') {
      // decision 029: a symbolic link inside the media folder never serves a file outside it (a folder moved
      // with links that now point beside it, an archive that placed one); checked on the resolved path
      const root = realpathSync(opts.mediaDir);
      app.addHook('onRequest', async (request, reply) => {
        if (!request.url.startsWith(MEDIA_PREFIX)) return;
        let key: string;
        try {
          key = decodeURIComponent(request.url.slice(MEDIA_PREFIX.length).split('?')[0] ?? '');
        } catch {
          return;
        }
        const real = await realpath(join(root, key)).catch(() => null);
        if (real !== null && real !== root && !real.startsWith(`${root}${sep}`))
          return reply.status(404).send({ success: false, message: 'Không tìm thấy tệp', code: 'NOT_FOUND' });
      });
      await app.register(fastifyStatic, {
        root: opts.mediaDir,
        prefix: MEDIA_PREFIX,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders(reply, file) {
          mediaHeaders(
            (name, value) => reply.header(name, value),
            relative(opts.mediaDir, file).split(sep).join('/'),
          );
        },
      });
    } else {
      const notFound = (reply: FastifyReply) =>
        reply.status(404).send({ success: false, message: 'Không tìm thấy tệp', code: 'NOT_FOUND' });
      // GET (Fastify answers HEAD from it, without the body)
      app.route<{ Params: { '*': string } }>({
        method: 'GET',
        url: `${MEDIA_PREFIX}*`,
        config: { policy: 'public' },
        schema: { hide: true },
        handler: async (request, reply) => {
          const key = request.params['*'];
          if (!/^(images|videos|zips|guides)\/(?:_w\d+\/)?[A-Za-z0-9._-]+$/.test(key) || key.includes('..'))
            return notFound(reply);
          const range = RANGE.exec(String(request.headers.range ?? ''));
          let wanted: { start: number; end: number | undefined } | undefined;
          if (range && (range[1] || range[2])) {
            const size = await opts.storage.size(key);
            if (size === null) return notFound(reply);
            const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
            const end = range[1] && range[2] ? Number(range[2]) : size - 1;
            if (start >= size || end < start)
              return reply.status(416).header('content-range', `bytes */${size}`).send();
            wanted = { start, end: Math.min(end, size - 1) };
          }
          const opened = await opts.storage.open(key, wanted);
          if (!opened) return notFound(reply);
          mediaHeaders((name, value) => reply.header(name, value), key);
          reply.header('accept-ranges', 'bytes');
          reply.header('content-type', contentTypeOf(key));
          reply.header('content-length', String(opened.end - opened.start + 1));
          if (opened.lastModified) reply.header('last-modified', opened.lastModified.toUTCString());
          if (wanted)
            reply.status(206).header('content-range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
          return reply.send(opened.body);
        },
      });
    }
    // a large download frees its read buffers as it goes, as an upload does (src/server/lib/transfer-pacer.ts)
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith(MEDIA_PREFIX) || !(payload instanceof Readable)) return payload;
      if (Number(reply.getHeader('content-length') ?? 0) < PACED_BYTES) return payload;
      // errors and aborts travel both ways: a client gone closes the file
      return pipeline(payload, transferPacer(PACED_BYTES), () => {});
    });
    app.setNotFoundHandler((request, reply) => {
      const isMedia = request.url.startsWith(MEDIA_PREFIX);
      return reply.status(404).send({
        success: false,
        message: isMedia ? 'Không tìm thấy tệp' : 'Không tìm thấy đường dẫn',
        code: 'NOT_FOUND',
      });
    });
  },
  { name: 'media', dependencies: ['auth'] },
);
