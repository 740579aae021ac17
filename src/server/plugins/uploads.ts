import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, UPLOAD_TIMEOUT_MESSAGE, type UploadKind } from '#domain/media/upload.rules.ts';
import { AppError, badRequest } from '../errors.ts';
import { MEDIA_FOLDERS, type MediaKind, type StagedUpload } from '../modules/media/media.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes one file of this kind as multipart/form-data; other routes refuse multipart. */
    upload?: UploadKind;
  }
  interface FastifyRequest {
    /**
     * Streams the file of `field` to a temporary name in its media folder, checks its size and its bytes against
     * the route's upload kind, and answers 413, 415 or 400 itself when they do not fit. The file is removed when
     * the request ends unless the media service has kept it.
     */
    receiveUpload(field: string): Promise<StagedUpload>;
  }
}

/** How long one upload may take before it is abandoned: slow links get time for the big kinds. */
const TIMEOUT_MS: Record<UploadKind, number> = {
  image: 60_000,
  productImage: 60_000,
  serviceImage: 60_000,
  video: 10 * 60_000,
  zip: 10 * 60_000,
  document: 2 * 60_000,
  sheet: 60_000,
};
const STORED_AS: Record<UploadKind, MediaKind> = {
  image: 'image',
  productImage: 'image',
  serviceImage: 'image',
  video: 'video',
  zip: 'zip',
  document: 'guide',
  // an import is read and removed within its request; it never becomes a media file
  sheet: 'guide',
};
// file-type reads magic numbers within the first 4100 bytes
const SNIFF_BYTES = 4100;

const temporaries = new WeakMap<FastifyRequest, string[]>();

/** The type of a file from its first bytes; plain text (a .txt guide) has no magic number, only no NUL bytes. */
async function sniff(file: string, kind: UploadKind): Promise<{ mime: string; ext: string } | undefined> {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const type = await fileTypeFromBuffer(head);
  if (type) return { mime: type.mime, ext: type.ext };
  if ((kind === 'document' || kind === 'sheet') && head.length > 0 && !head.includes(0))
    return { mime: 'text/plain', ext: 'txt' };
  return undefined;
}

/** Streams the one file of `field` to a temporary name in `folder`, then checks its size and its bytes. */
async function stage(
  request: FastifyRequest,
  kind: UploadKind,
  field: string,
  folder: string,
  written: string[],
): Promise<StagedUpload> {
  const rule = UPLOAD_RULES[kind];
  const signal = AbortSignal.timeout(TIMEOUT_MS[kind]);
  let staged: { tempPath: string; originalName: string } | undefined;
  try {
    // one file, a few form fields at most (the spec's forms send the file alone)
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || staged) {
        part.file.resume();
        continue;
      }
      // a dot name: the media plugin never serves it, so a half-written file is never public
      const tempPath = path.join(folder, `.upload-${randomUUID()}.tmp`);
      written.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }), { signal });
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, rule.tooLargeMessage);
      staged = { tempPath, originalName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, rule.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest(rule.wrongTypeMessage);
    if (signal.aborted) throw new AppError('REQUEST_TIMEOUT', 408, UPLOAD_TIMEOUT_MESSAGE);
    throw error;
  }
  if (!staged) throw badRequest(rule.wrongTypeMessage, { [field]: rule.wrongTypeMessage });

  const type = await sniff(staged.tempPath, kind);
  if (!type || !rule.types.includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, rule.wrongTypeMessage);
  }
  return {
    kind: STORED_AS[kind],
    ...staged,
    mimeType: type.mime,
    extension: type.ext,
    sizeBytes: (await stat(staged.tempPath)).size,
  };
}

/**
 * The one upload pipeline (ARCHITECTURE.md, Composition): @fastify/multipart registered once, a policy per kind
 * of file (size, types by bytes, time-out, the Vietnamese answers of src/domain/media/upload.rules.ts), and the
 * file streamed to disk, never held whole in memory.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { mediaDir: string }) => {
    await app.register(multipart);

    // the parser is shared, but multipart bodies reach only the routes that declare an upload
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !request.routeOptions.config.upload) {
        throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(String(request.headers['content-type']));
      }
    });
    app.addHook('onResponse', async (request) => {
      for (const file of temporaries.get(request) ?? []) await rm(file, { force: true });
    });

    app.decorateRequest('receiveUpload', async function (this: FastifyRequest, field: string) {
      const kind = this.routeOptions.config.upload;
      if (!kind) throw new Error(`${this.method} ${this.url} declares no upload kind (config.upload)`);
      if (!this.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, UPLOAD_RULES[kind].wrongTypeMessage);
      }

      const folder = path.join(opts.mediaDir, MEDIA_FOLDERS[STORED_AS[kind]]);
      const written: string[] = [];
      temporaries.set(this, written);
      try {
        return await stage(this, kind, field, folder, written);
      } catch (error) {
        // refused: the partial file goes at once (the end-of-request sweep covers a service that fails later)
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }
    });
  },
  { name: 'uploads', dependencies: ['errors', 'media'] },
);
