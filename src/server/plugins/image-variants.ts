import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '#domain/site/responsive-image.rules.ts';
import type { MediaStorage } from '../modules/media/media-storage.ts';
import { MEDIA_CSP } from './media.ts';

const FILE = /^[A-Za-z0-9._-]+\.(?:jpe?g|png|webp)$/i;

/**
 * WebP variants of stored images, made by sharp on first request and kept on disk
 * beside the originals (images/_w{width}/ in the media storage: the disk or S3), then served with long caching.
 */
export const imageVariantsPlugin = fp(
  async (app: FastifyInstance, opts: { storage: MediaStorage }) => {
    const { storage } = opts;
    const making = new Map<string, Promise<Buffer>>();

    async function variant(file: string, width: ImageWidth): Promise<Buffer | null> {
      const target = `images/_w${width}/${file}.webp`;
      const made = await storage.read(target);
      if (made) return made;
      const source = await storage.read(`images/${file}`);
      if (!source) return null;
      let job = making.get(target);
      if (!job) {
        job = (async () => {
          const bytes = await sharp(source)
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer();
          // two requests (or two machines) may make the same variant: the first one kept wins, both are equal
          await storage.put(target, bytes, 'image/webp').catch(() => {});
          return bytes;
        })().finally(() => making.delete(target));
        making.set(target, job);
      }
      return job;
    }

    app.get<{ Params: { width: string; file: string } }>(
      '/api/public/images/w/:width/:file',
      { config: { policy: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const width = Number(request.params.width) as ImageWidth;
        const { file } = request.params;
        if (!IMAGE_WIDTHS.includes(width) || !FILE.test(file)) {
          return reply.status(404).send({ success: false, message: 'Không tìm thấy tệp', code: 'NOT_FOUND' });
        }
        let bytes: Buffer | null;
        try {
          bytes = await variant(file, width);
        } catch {
          bytes = null; // not an image sharp can read
        }
        if (!bytes)
          return reply.status(404).send({ success: false, message: 'Không tìm thấy tệp', code: 'NOT_FOUND' });
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=2592000')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', MEDIA_CSP)
          .send(bytes);
      },
    );
  },
  { name: 'image-variants', dependencies: ['media'] },
);
