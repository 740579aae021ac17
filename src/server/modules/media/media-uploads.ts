import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { OutputInfo } from 'sharp';
import type { MediaKind } from './media.repository.ts';
import {
  encodeImage,
  type ImageFit,
  MEDIA_FOLDERS,
  type MediaContext,
  NEWS_IMAGE_FIT,
  plainFileName,
  type StagedUpload,
  type StoredMedia,
} from './media-files.ts';

// An upload kept: its file under a random name in its folder, its row in media_files (who, original name, size).

/** Records a file already written under `fileName`; removes the file when it cannot be recorded. */
async function keep(
  area: MediaContext,
  kind: MediaKind,
  fileName: string,
  values: { originalName: string; mimeType: string; sizeBytes: number; width?: number; height?: number },
  uploadedBy: string | null,
): Promise<StoredMedia> {
  const folder = MEDIA_FOLDERS[kind];
  const stored = `public/${folder}/${fileName}`;
  try {
    await area.repo.insert({
      kind,
      path: stored,
      ...values,
      originalName: plainFileName(values.originalName, fileName),
      uploadedBy,
    });
  } catch (error) {
    await area.storage.remove(`${folder}/${fileName}`);
    throw error;
  }
  return { path: stored, url: `/api/${stored}`, sizeBytes: values.sizeBytes, mimeType: values.mimeType };
}

/**
 * An uploaded image, re-encoded to a JPEG fitting 1920×1080 at quality 80 with the metadata dropped (sharp keeps
 * none unless asked; decision 012), stored under a random name. A file whose bytes looked like an image but that
 * sharp cannot decode is refused like any other non-image.
 */
export async function storeImage(
  area: MediaContext,
  upload: StagedUpload,
  opts: { uploadedBy: string | null; namePrefix: string; fit?: ImageFit },
): Promise<StoredMedia> {
  let jpeg: { data: Buffer; info: OutputInfo };
  try {
    jpeg = await encodeImage(upload.tempPath, opts.fit ?? NEWS_IMAGE_FIT);
  } finally {
    await rm(upload.tempPath, { force: true });
  }
  const fileName = `${opts.namePrefix}-${randomUUID()}.jpg`;
  await area.storage.put(`${MEDIA_FOLDERS.image}/${fileName}`, jpeg.data, 'image/jpeg');
  const { size, width, height } = jpeg.info;
  return keep(
    area,
    'image',
    fileName,
    { originalName: upload.originalName, mimeType: 'image/jpeg', sizeBytes: size, width, height },
    opts.uploadedBy,
  );
}

/** Any other upload (video, ZIP, guide): kept as received, renamed from its temporary name. */
export async function storeFile(
  area: MediaContext,
  upload: StagedUpload,
  opts: { uploadedBy: string | null; namePrefix: string },
): Promise<StoredMedia> {
  const fileName = `${opts.namePrefix}-${randomUUID()}.${upload.extension}`;
  await area.storage.putFile(`${MEDIA_FOLDERS[upload.kind]}/${fileName}`, upload.tempPath, upload.mimeType);
  return keep(
    area,
    upload.kind,
    fileName,
    { originalName: upload.originalName, mimeType: upload.mimeType, sizeBytes: upload.sizeBytes },
    opts.uploadedBy,
  );
}
