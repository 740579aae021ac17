import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { createMediaRepository, type MediaKind, type MediaRow } from './media.repository.ts';
import { MEDIA_FOLDERS, type MediaContext } from './media-files.ts';
import { prepareImport, putPrepared, recordPrepared } from './media-imports.ts';
import type { MediaStorage } from './media-storage.ts';
import { storeFile, storeImage } from './media-uploads.ts';

export type { ImageFit, PreparedMedia, StagedUpload } from './media-files.ts';
export type { MediaKind };
// the shapes other modules and the upload pipeline name, kept where they have always been imported from
export { MEDIA_FOLDERS };

/**
 * Stored uploads: the files in the media storage (DATA_DIR/media or S3, decision 019) and their rows in
 * media_files (who, original name, size). Uploads and a content import's files are written in the files beside.
 */
export function createMediaService(deps: { db: Db; storage: MediaStorage }) {
  const repo = createMediaRepository(deps.db);
  const area: MediaContext = { ...deps, repo };

  return {
    storeImage: (upload: Parameters<typeof storeImage>[1], opts: Parameters<typeof storeImage>[2]) =>
      storeImage(area, upload, opts),
    storeFile: (upload: Parameters<typeof storeFile>[1], opts: Parameters<typeof storeFile>[2]) =>
      storeFile(area, upload, opts),
    prepareImport,
    recordPrepared,
    putPrepared: (file: Parameters<typeof putPrepared>[1]) => putPrepared(area, file),

    /** Whether a stored path is recorded already (in `on`, a transaction, when given). */
    async known(paths: string[], on: Db = deps.db): Promise<Set<string>> {
      return new Set((await createMediaRepository(on).findByPaths(paths)).map((r) => r.path));
    },

    /** Deletes a file from the storage that no row names (an import undone). */
    async removeKey(key: string): Promise<void> {
      await deps.storage.remove(key);
    },

    /** Forgets a stored file and deletes it from the storage. */
    async remove(storedPath: string): Promise<boolean> {
      const row = await repo.removeByPath(storedPath);
      if (!row) return false;
      await deps.storage.remove(`${MEDIA_FOLDERS[row.kind]}/${path.basename(row.path)}`);
      return true;
    },

    /** The name a stored file was uploaded under (for its download name), or null when it is not recorded. */
    async originalName(storedPath: string): Promise<string | null> {
      return (await repo.findByPaths([storedPath]))[0]?.originalName ?? null;
    },

    /** Size and type of stored files, for pages that list them (a product's downloads). */
    async describe(paths: string[]): Promise<{ path: string; sizeBytes: number; mimeType: string }[]> {
      return (await repo.findByPaths(paths)).map((r) => ({
        path: r.path,
        sizeBytes: r.sizeBytes,
        mimeType: r.mimeType,
      }));
    },

    list(kind: MediaKind, limit = 100): Promise<MediaRow[]> {
      return repo.list(kind, limit);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
