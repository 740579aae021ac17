import { mkdirSync } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transferPacer } from '../lib/transfer-pacer.ts';

const MEDIA_PREFIX = '/api/public/';
const MEDIA_KINDS = ['images', 'videos', 'zips', 'guides'] as const;
const PACED_BYTES = 16 * 1024 * 1024;

/**
 * Uploaded and seeded media from DATA_DIR/media (spec 000 §9: /api/public/images/, /videos/, /zips/, /guides/).
 * Stored names are unique per upload, so browsers may keep them long; Range requests work (demo videos).
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, opts: { mediaDir: string }) => {
    for (const kind of MEDIA_KINDS) mkdirSync(`${opts.mediaDir}/${kind}`, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply, file) {
        reply.header('cache-control', 'public, max-age=2592000');
        reply.header('x-content-type-options', 'nosniff');
        // only images and videos are shown in the page; archives and guides are always saved (issue 13 item 2)
        if (!/[\\/](images|videos)[\\/][^\\/]+$/.test(file))
          reply.header('content-disposition', 'attachment');
      },
    });
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
