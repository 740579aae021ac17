import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { z } from '#domain/shared/zod.ts';
import {
  CONTENT_IMPORT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_TOO_LARGE_MESSAGE,
} from '#domain/system/content-transfer.schema.ts';
import { AppError, badRequest } from '../../errors.ts';

// The content archive (decisions 019, 029): content.json (the rows) and media/<folder>/<name> (the files they name).

export const CONTENT_FORMAT = 'vn-company-site-content';

// stored media paths inside any column (featured images, product files, images in article HTML)
export const MEDIA_PATH = /public\/((?:images|videos|zips|guides)\/[A-Za-z0-9._-]+)/g;

const fileSchema = z.object({
  format: z.literal(CONTENT_FORMAT),
  version: z.literal(1),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  media: z.array(z.record(z.string(), z.unknown())).default([]),
});

export type ContentFile = z.infer<typeof fileSchema>;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, CONTENT_TOO_LARGE_MESSAGE);
const invalidFile = () => badRequest(CONTENT_MESSAGES.invalidFile, undefined, 'INVALID_CONTENT_FILE');

// what an archive may hold: content.json and media/<folder>/<plain name>; any other entry (a link, a device, a
// name elsewhere) is never written
const ENTRY_FILE = /^(?:content\.json|media\/(?:images|videos|zips|guides)\/[A-Za-z0-9._-]+)$/;
const ENTRY_FOLDER = /^(?:media(?:\/(?:images|videos|zips|guides))?)\/?$/;

/**
 * Unpacks an import into `out`, counting the real bytes the gzip expands to and each entry's size and number
 * as they are read (decision 029): past a limit the import is refused with 413 and what was unpacked is
 * removed with the folder. Only regular files at the expected names are written.
 */
export async function extractWithinLimits(archive: Buffer, out: string): Promise<void> {
  let expanded = 0;
  let entries = 0;
  let refused: AppError | undefined;
  const unpack = tar.x({
    cwd: out,
    strict: true,
    preserveOwner: false,
    filter(name, entry) {
      const e = entry as tar.ReadEntry;
      entries += 1;
      if (entries > CONTENT_IMPORT_LIMITS.maxEntries || (e.size ?? 0) > CONTENT_IMPORT_LIMITS.maxEntryBytes) {
        refused = tooLarge();
        return false;
      }
      if (e.type === 'Directory') return ENTRY_FOLDER.test(name);
      return (e.type === 'File' || e.type === 'OldFile') && ENTRY_FILE.test(name);
    },
  });
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      expanded += chunk.length;
      if (expanded > CONTENT_IMPORT_LIMITS.maxExpandedBytes) refused = tooLarge();
      done(refused ?? null, refused ? undefined : chunk);
    },
  });
  try {
    await pipeline(Readable.from([archive]), zlib.createGunzip(), counted, unpack);
  } catch (error) {
    if (refused) throw refused;
    if (error instanceof AppError) throw error;
    throw invalidFile();
  }
  if (refused) throw refused;
}

/** The unpacked archive's content.json, checked by its schema; anything else is an invalid file (400). */
export async function readContentFile(out: string): Promise<ContentFile> {
  try {
    return fileSchema.parse(JSON.parse(await fs.readFile(path.join(out, 'content.json'), 'utf8')));
  } catch {
    throw invalidFile();
  }
}
