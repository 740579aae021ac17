import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_RULES, UPLOAD_TIMEOUT_MESSAGE, type UploadKind } from '#domain/media/upload.rules.ts';
import { AppError, badRequest } from '../errors.ts';
import { transferPacer } from '../lib/transfer-pacer.ts';
import { checkFileBytes, STORED_AS } from '../modules/media/file-check.ts';
import { MEDIA_FOLDERS, type StagedUpload } from '../modules/media/media.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes one file of this kind as multipart/form-data; other routes refuse multipart. */
    upload?: UploadKind;
    /**
     * This route also takes a whole form as multipart/form-data: text fields and, in the named fields, at most
     * one file each of the given kind (`request.receiveForm()`).
     */
    uploadForm?: Readonly<Record<string, UploadKind>>;
  }
  interface FastifyRequest {
    /**
     * Streams the file of `field` to a temporary name in its media folder, checks its size and its bytes against
     * the route's upload kind, and answers 413, 415 or 400 itself when they do not fit. The file is removed when
     * the request ends unless the media service has kept it.
     */
    receiveUpload(field: string): Promise<StagedUpload>;
    /**
     * The route's `uploadForm`: its text fields (a repeated field keeps its last value) and each declared file,
     * staged and checked as `receiveUpload` does, with its own kind's size, types and messages. A file in a field
     * the route does not declare is refused.
     */
    receiveForm(): Promise<ReceivedForm>;
  }
}

export type ReceivedForm = { fields: Record<string, string>; files: Record<string, StagedUpload> };

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
const temporaries = new WeakMap<FastifyRequest, string[]>();

/** Refuses a file of `kind` once more than its limit has passed through. */
function byteLimit(kind: UploadKind): Transform {
  const rule = UPLOAD_RULES[kind];
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > rule.maxBytes) done(new AppError('PAYLOAD_TOO_LARGE', 413, rule.tooLargeMessage));
      else done(null, chunk);
    },
  });
}

type FormPlan = {
  /** the file fields taken and their kinds */
  files: Readonly<Record<string, UploadKind>>;
  /** a single upload ignores other files; a form refuses them */
  strict: boolean;
  maxFields: number;
  maxFieldBytes: number;
};

/**
 * Streams a multipart body: each file of a planned field to a temporary name in its kind's media folder (its own
 * size limit counted as it streams), then checks each file's bytes. `written` collects the temporary names.
 */
async function stageForm(
  request: FastifyRequest,
  plan: FormPlan,
  mediaDir: string,
  written: string[],
): Promise<ReceivedForm> {
  const kinds = Object.values(plan.files);
  const largest = Math.max(...kinds.map((k) => UPLOAD_RULES[k].maxBytes));
  const signal = AbortSignal.timeout(Math.max(...kinds.map((k) => TIMEOUT_MS[k])));
  // the message of a refusal that names no kind: the single upload's own, or the first file's of a form
  const firstRule = UPLOAD_RULES[kinds[0] as UploadKind];
  const fields: Record<string, string> = {};
  const staged: Record<string, { tempPath: string; originalName: string }> = {};
  let current: UploadKind | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: kinds.length,
        fields: plan.maxFields,
        parts: kinds.length + plan.maxFields,
        fieldSize: plan.maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.valueTruncated) throw badRequest(`Trường ${part.fieldname} quá dài`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const kind = Object.hasOwn(plan.files, part.fieldname) ? plan.files[part.fieldname] : undefined;
      if (!kind || staged[part.fieldname]) {
        if (plan.strict) throw badRequest(`Trường không được hỗ trợ: ${part.fieldname}`);
        part.file.resume();
        continue;
      }
      current = kind;
      // a dot name: the media plugin never serves it, so a half-written file is never public
      const folder = path.join(mediaDir, MEDIA_FOLDERS[STORED_AS[kind]]);
      const tempPath = path.join(folder, `.upload-${randomUUID()}.tmp`);
      written.push(tempPath);
      await pipeline(
        part.file,
        byteLimit(kind),
        transferPacer(),
        createWriteStream(tempPath, { flags: 'wx' }),
        { signal },
      );
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_RULES[kind].tooLargeMessage);
      staged[part.fieldname] = { tempPath, originalName: part.filename };
      current = undefined;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const rule = current ? UPLOAD_RULES[current] : firstRule;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, rule.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest(plan.strict ? 'Biểu mẫu có quá nhiều trường' : rule.wrongTypeMessage);
    if (signal.aborted) throw new AppError('REQUEST_TIMEOUT', 408, UPLOAD_TIMEOUT_MESSAGE);
    throw error;
  }
  const files: Record<string, StagedUpload> = {};
  for (const [field, file] of Object.entries(staged)) {
    files[field] = await checkFileBytes(plan.files[field] as UploadKind, file);
  }
  return { fields, files };
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
      const { upload, uploadForm } = request.routeOptions.config;
      if (request.isMultipart() && !upload && !uploadForm) {
        throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(String(request.headers['content-type']));
      }
    });
    app.addHook('onResponse', async (request) => {
      for (const file of temporaries.get(request) ?? []) await rm(file, { force: true });
    });

    async function receive(
      request: FastifyRequest,
      plan: FormPlan,
      wrongType: string,
    ): Promise<ReceivedForm> {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, wrongType);
      let written = temporaries.get(request);
      if (!written) {
        written = [];
        temporaries.set(request, written);
      }
      try {
        return await stageForm(request, plan, opts.mediaDir, written);
      } catch (error) {
        // refused: the partial files go at once (the end-of-request sweep covers a service that fails later)
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }
    }

    app.decorateRequest('receiveUpload', async function (this: FastifyRequest, field: string) {
      const kind = this.routeOptions.config.upload;
      if (!kind) throw new Error(`${this.method} ${this.url} declares no upload kind (config.upload)`);
      // one file, a few form fields at most (the spec's upload calls send the file alone)
      const plan = { files: { [field]: kind }, strict: false, maxFields: 5, maxFieldBytes: 1024 };
      const { files } = await receive(this, plan, UPLOAD_RULES[kind].wrongTypeMessage);
      const staged = files[field];
      if (!staged)
        throw badRequest(UPLOAD_RULES[kind].wrongTypeMessage, {
          [field]: UPLOAD_RULES[kind].wrongTypeMessage,
        });
      return staged;
    });

    app.decorateRequest('receiveForm', async function (this: FastifyRequest) {
      const form = this.routeOptions.config.uploadForm;
      if (!form) throw new Error(`${this.method} ${this.url} declares no form (config.uploadForm)`);
      // a form's text fields: a long description in Vietnamese (3 bytes a letter) fits
      const plan = { files: form, strict: true, maxFields: 30, maxFieldBytes: 128 * 1024 };
      return receive(this, plan, 'Yêu cầu phải là multipart/form-data');
    });
  },
  { name: 'uploads', dependencies: ['errors', 'media'] },
);
