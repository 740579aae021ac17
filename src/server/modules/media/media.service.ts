import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createMediaRepository, type MediaKind, type MediaRow } from './media.repository.ts';
import type { MediaStorage } from './media-storage.ts';

export type { MediaKind };

/** The media folders under DATA_DIR/media, served under /api/public/ (spec 000 §9), per kind of file. */
export const MEDIA_FOLDERS: Record<MediaKind, string> = {
  image: 'images',
  video: 'videos',
  zip: 'zips',
  guide: 'guides',
};

/**
 * A file the upload pipeline (plugins/uploads.ts) has written to a temporary name in its media folder and
 * whose bytes were checked; the media service keeps it under its final name or the request's end removes it.
 */
export type StagedUpload = {
  kind: MediaKind;
  tempPath: string;
  originalName: string;
  /** As read from the bytes. */
  mimeType: string;
  extension: string;
  sizeBytes: number;
};

type StoredMedia = {
  /** What entities store, e.g. public/images/news-….jpg */
  path: string;
  /** Where the browser loads it: /api/public/images/news-….jpg */
  url: string;
  sizeBytes: number;
  mimeType: string;
};

/** The box an image is fitted into and the answer when it cannot be decoded; news images by default. */
export type ImageFit = { width: number; height: number; wrongTypeMessage: string };

/** A file name is plain text: no folders, no control characters, at most 255 characters. */
function plainFileName(name: string, fallback: string): string {
  return path.basename(name.replace(/[\p{Cc}\\]/gu, '')).slice(0, 255) || fallback;
}

/**
 * Stored uploads: the files in the media storage (DATA_DIR/media or S3, issue 19 item 6) and their rows in
 * media_files (who, original name, size).
 */
export function createMediaService(deps: { db: Db; storage: MediaStorage }) {
  const repo = createMediaRepository(deps.db);

  /** Records a file already written under `fileName`; removes the file when it cannot be recorded. */
  async function keep(
    kind: MediaKind,
    fileName: string,
    values: { originalName: string; mimeType: string; sizeBytes: number; width?: number; height?: number },
    uploadedBy: string | null,
  ): Promise<StoredMedia> {
    const folder = MEDIA_FOLDERS[kind];
    const stored = `public/${folder}/${fileName}`;
    try {
      await repo.insert({
        kind,
        path: stored,
        ...values,
        originalName: plainFileName(values.originalName, fileName),
        uploadedBy,
      });
    } catch (error) {
      await deps.storage.remove(`${folder}/${fileName}`);
      throw error;
    }
    return { path: stored, url: `/api/${stored}`, sizeBytes: values.sizeBytes, mimeType: values.mimeType };
  }

  return {
    /**
     * An uploaded image, re-encoded to a JPEG fitting 1920×1080 at quality 80 with the metadata dropped (sharp
     * keeps none unless asked; issue 4 item 8), stored under a random name. A file whose bytes looked like an
     * image but that sharp cannot decode is refused like any other non-image.
     */
    async storeImage(
      upload: StagedUpload,
      opts: { uploadedBy: string | null; namePrefix: string; fit?: ImageFit },
    ): Promise<StoredMedia> {
      const fit = opts.fit ?? {
        width: 1920,
        height: 1080,
        wrongTypeMessage: UPLOAD_RULES.image.wrongTypeMessage,
      };
      let jpeg: { data: Buffer; info: OutputInfo };
      try {
        jpeg = await sharp(upload.tempPath, { limitInputPixels: 100_000_000 })
          .rotate()
          .resize(fit.width, fit.height, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, fit.wrongTypeMessage);
      } finally {
        await rm(upload.tempPath, { force: true });
      }
      const fileName = `${opts.namePrefix}-${randomUUID()}.jpg`;
      await deps.storage.put(`${MEDIA_FOLDERS.image}/${fileName}`, jpeg.data, 'image/jpeg');
      return keep(
        'image',
        fileName,
        {
          originalName: upload.originalName,
          mimeType: 'image/jpeg',
          sizeBytes: jpeg.info.size,
          width: jpeg.info.width,
          height: jpeg.info.height,
        },
        opts.uploadedBy,
      );
    },

    /** Any other upload (video, ZIP, guide): kept as received, renamed from its temporary name. */
    async storeFile(
      upload: StagedUpload,
      opts: { uploadedBy: string | null; namePrefix: string },
    ): Promise<StoredMedia> {
      const fileName = `${opts.namePrefix}-${randomUUID()}.${upload.extension}`;
      await deps.storage.putFile(
        `${MEDIA_FOLDERS[upload.kind]}/${fileName}`,
        upload.tempPath,
        upload.mimeType,
      );
      return keep(
        upload.kind,
        fileName,
        { originalName: upload.originalName, mimeType: upload.mimeType, sizeBytes: upload.sizeBytes },
        opts.uploadedBy,
      );
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
