import { open, stat } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, type UploadKind } from '#domain/media/upload.rules.ts';
import { AppError } from '../../errors.ts';
import type { MediaKind, StagedUpload } from './media.service.ts';

/** What each kind of upload is kept as (the media folder it lands in). */
export const STORED_AS: Record<UploadKind, MediaKind> = {
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

/**
 * Checks a file on this machine against an upload kind by its bytes (decision 012): 413 past the kind's size,
 * 415 when the bytes are not one of the kind's types. Used by the upload pipeline and by the content import
 * (decision 029), so a file reaches the media folders through one check whichever way it came.
 */
export async function checkFileBytes(
  kind: UploadKind,
  staged: { tempPath: string; originalName: string },
): Promise<StagedUpload> {
  const rule = UPLOAD_RULES[kind];
  const sizeBytes = (await stat(staged.tempPath)).size;
  if (sizeBytes > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 413, rule.tooLargeMessage);
  const type = await sniff(staged.tempPath, kind);
  if (!type || !rule.types.includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, rule.wrongTypeMessage);
  }
  return { kind: STORED_AS[kind], ...staged, mimeType: type.mime, extension: type.ext, sizeBytes };
}
