import type { Db } from '../../db/client.ts';
import { createMediaRepository } from './media.repository.ts';
import {
  encodeImage,
  MEDIA_FOLDERS,
  type MediaContext,
  NEWS_IMAGE_FIT,
  type PreparedMedia,
  plainFileName,
  type StagedUpload,
} from './media-files.ts';

// A content import's files (decision 029): prepared first, recorded in the import's transaction, written last.

/**
 * Prepares a content import's checked file: an image is re-encoded as uploads are (stored as `<name>.jpg`, the
 * same name on every import of that archive, so a second import finds it), any other kind keeps its name.
 * Nothing is written.
 */
export async function prepareImport(upload: StagedUpload, fileName: string): Promise<PreparedMedia> {
  const folder = MEDIA_FOLDERS[upload.kind];
  if (upload.kind === 'image') {
    const jpeg = await encodeImage(upload.tempPath, NEWS_IMAGE_FIT);
    const name = `${fileName.replace(/\.[A-Za-z0-9]+$/, '')}.jpg`;
    return {
      kind: 'image',
      path: `public/${folder}/${name}`,
      bytes: jpeg.data,
      localPath: undefined,
      originalName: plainFileName(upload.originalName, name),
      mimeType: 'image/jpeg',
      sizeBytes: jpeg.info.size,
      width: jpeg.info.width,
      height: jpeg.info.height,
    };
  }
  return {
    kind: upload.kind,
    path: `public/${folder}/${fileName}`,
    bytes: undefined,
    localPath: upload.tempPath,
    originalName: plainFileName(upload.originalName, fileName),
    mimeType: upload.mimeType,
    sizeBytes: upload.sizeBytes,
  };
}

/** Records a prepared file in `on` (the import's transaction); the file itself is written by `putPrepared`. */
export async function recordPrepared(on: Db, file: PreparedMedia, uploadedBy: string | null): Promise<void> {
  const { kind, path, originalName, mimeType, sizeBytes, width, height } = file;
  await createMediaRepository(on).insert({
    kind,
    path,
    originalName,
    mimeType,
    sizeBytes,
    width,
    height,
    uploadedBy,
  });
}

/** Writes a prepared file to the storage; returns its key (for removing it when the import is undone). */
export async function putPrepared(area: MediaContext, file: PreparedMedia): Promise<string> {
  const key = file.path.slice('public/'.length);
  if (file.bytes) await area.storage.put(key, file.bytes, file.mimeType);
  else if (file.localPath) await area.storage.putFile(key, file.localPath, file.mimeType);
  return key;
}
