import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import {
  SHEET_MAX_INFLATED_BYTES,
  SHEET_TOO_LARGE_MESSAGE,
  UPLOAD_RULES,
  ZIP_MESSAGES,
} from '#domain/media/upload.rules.ts';
import { AppError } from '../../errors.ts';
import type { StagedUpload } from '../media/media.service.ts';

export type ProductFileKind = 'image' | 'video' | 'zip' | 'document';

// A ZIP may hold many files, but not expand beyond reason: a zip bomb is refused by its declared sizes,
// read from the central directory without extracting anything.
const ZIP_MAX_ENTRIES = 20_000;
const ZIP_MAX_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;
const ZIP_MAX_RATIO = 100;
// below this the ratio does not matter (a 1 KB archive of zeros is harmless)
const ZIP_RATIO_FLOOR_BYTES = 10 * 1024 * 1024;

const refuse = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);

/** An entry name that would land outside the folder it is extracted to (zip-slip) or is not a plain path. */
export function unsafeEntryName(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f]/.test(name)) return true;
  return name.split(/[\\/]/).some((part) => part === '..');
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings off: the names are checked here, and a bad one is refused with the spec's message
    yauzl.open(file, { lazyEntries: true, autoClose: true, decodeStrings: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

/** Lists a ZIP's entries from its central directory and refuses zip-slip names and zip bombs. */
export async function checkZip(file: string): Promise<{ entries: number; uncompressedBytes: number }> {
  const wrong = UPLOAD_RULES.zip.wrongTypeMessage;
  const size = (await stat(file)).size;
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw refuse(wrong);
  }
  return new Promise((resolve, reject) => {
    let entries = 0;
    let total = 0;
    const fail = (message: string) => {
      zip.close();
      reject(refuse(message));
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      total += entry.uncompressedSize;
      const name = Buffer.isBuffer(entry.fileName) ? entry.fileName.toString('utf8') : entry.fileName;
      if (unsafeEntryName(name)) return fail(ZIP_MESSAGES.unsafePath);
      // the file type in the upper half of the external attributes (made on Unix): S_IFLNK is a link
      if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) return fail(ZIP_MESSAGES.link);
      if (entries > ZIP_MAX_ENTRIES || total > ZIP_MAX_TOTAL_BYTES) return fail(ZIP_MESSAGES.tooLarge);
      if (total > ZIP_RATIO_FLOOR_BYTES && total / Math.max(size, 1) > ZIP_MAX_RATIO)
        return fail(ZIP_MESSAGES.tooLarge);
      zip.readEntry();
    });
    zip.on('end', () => resolve({ entries, uncompressedBytes: total }));
    zip.on('error', () => fail(wrong));
    zip.readEntry();
  });
}

/**
 * Inflates every entry of a ZIP (an xlsx) and counts the real bytes as they come, stopping once past
 * SHEET_MAX_INFLATED_BYTES (413): sizes the file declares are not trusted (decision 030). Nothing is kept.
 */
export async function checkInflatedSize(file: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    // the declared sizes are what this check distrusts: counted here instead of compared by yauzl
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: false }, (error, z) =>
        error || !z ? reject(error ?? new Error('no zip')) : resolve(z),
      ),
    );
  } catch {
    throw refuse(UPLOAD_RULES.sheet.wrongTypeMessage);
  }
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(refuse(UPLOAD_RULES.sheet.wrongTypeMessage));
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > SHEET_MAX_INFLATED_BYTES) {
            stream.destroy();
            fail(new AppError('PAYLOAD_TOO_LARGE', 413, SHEET_TOO_LARGE_MESSAGE));
          }
        });
        stream.on('error', () => fail(refuse(UPLOAD_RULES.sheet.wrongTypeMessage)));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', () => fail(refuse(UPLOAD_RULES.sheet.wrongTypeMessage)));
    zip.readEntry();
  });
}

/**
 * An MP4 is a chain of boxes that must cover the file exactly, start with `ftyp` and hold a `moov` (without it
 * no browser can play or seek): a truncated or padded file is refused. Only box headers are read.
 */
export async function checkMp4(file: string): Promise<void> {
  const wrong = UPLOAD_RULES.video.wrongTypeMessage;
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const header = Buffer.alloc(16);
    let offset = 0;
    let first = true;
    let sawMoov = false;
    while (offset < size) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) throw refuse(wrong);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) {
        if (bytesRead < 16) throw refuse(wrong);
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) {
        boxSize = size - offset;
      }
      if (boxSize < 8 || offset + boxSize > size) throw refuse(wrong);
      if (first && type !== 'ftyp') throw refuse(wrong);
      if (type === 'moov') sawMoov = true;
      first = false;
      offset += boxSize;
    }
    if (!sawMoov) throw refuse(wrong);
  } finally {
    await handle.close();
  }
}

// spec 002 §5: a guide is PDF, DOC, DOCX or TXT, and its name says which (content and name must agree)
const GUIDE_EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/x-cfb': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
};

/** The checks a product file needs beyond its type by bytes (done by the upload pipeline). */
export async function checkProductFile(kind: ProductFileKind, upload: StagedUpload): Promise<void> {
  const extension = path.extname(upload.originalName).slice(1).toLowerCase();
  if (kind === 'zip') {
    if (extension !== 'zip') throw refuse(UPLOAD_RULES.zip.wrongTypeMessage);
    await checkZip(upload.tempPath);
  } else if (kind === 'video') {
    if (upload.mimeType === 'video/mp4') await checkMp4(upload.tempPath);
  } else if (kind === 'document') {
    if (!GUIDE_EXTENSIONS[upload.mimeType]?.includes(extension))
      throw refuse(UPLOAD_RULES.document.wrongTypeMessage);
  }
}
