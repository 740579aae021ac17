import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { asciiFileName, downloadFileName } from '#domain/media/download-name.rules.ts';

// The archives and guides the media plugin answers as attachments (src/server/plugins/media.ts).
const SAVED_MEDIA = /^\/api\/(public\/(?:zips|guides)\/[A-Za-z0-9._-]+)$/;

/**
 * A downloaded product ZIP or guide is saved under the name it was uploaded with, not its stored
 * `product-<uuid>.zip` (spec 002 §5): `Content-Disposition: attachment` with `filename` in ASCII and
 * `filename*` (RFC 5987/8187, UTF-8) for the Vietnamese one. Files with no recorded name keep their stored name.
 */
export const downloadNamesPlugin = fp(
  async (app: FastifyInstance, opts: { originalName: (storedPath: string) => Promise<string | null> }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 && reply.statusCode !== 206) return payload;
      const match = SAVED_MEDIA.exec(request.url.split('?')[0] ?? '');
      if (!match?.[1]) return payload;
      const storedPath = match[1];
      const name = downloadFileName(await opts.originalName(storedPath), storedPath.split('/').at(-1) ?? '');
      reply.header('content-disposition', contentDisposition(name, { fallback: asciiFileName(name) }));
      return payload;
    });
  },
  { name: 'download-names', dependencies: ['media'] },
);
