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
 * An image re-encoded to a JPEG fitting the box at quality 80 with the metadata dropped (sharp keeps none unless
 * asked). A file whose bytes looked like an image but that sharp cannot decode is refused (415).
 */
async function encodeImage(file: string, fit: ImageFit): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(file, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(fit.width, fit.height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, fit.wrongTypeMessage);
  }
}

const NEWS_IMAGE_FIT: ImageFit = {
  width: 1920,
  height: 1080,
  wrongTypeMessage: UPLOAD_RULES.image.wrongTypeMessage,
};

/**
 * A content import's file (decision 029), checked by its bytes and, for an image, re-encoded, but not stored
 * yet: the import records it in its own transaction and writes it with `putPrepared`.
 */
export type PreparedMedia = {
  kind: MediaKind;
  /** public/<folder>/<name> */
  path: string;
  bytes: Buffer | undefined;
  localPath: string | undefined;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
};

/**
 * Stored uploads: the files in the media storage (DATA_DIR/media or S3, decision 019) and their rows in
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
     * keeps none unless asked; decision 012), stored under a random name. A file whose bytes looked like an
     * image but that sharp cannot decode is refused like any other non-image.
     */
    async storeImage(
      upload: StagedUpload,
      opts: { uploadedBy: string | null; namePrefix: string; fit?: ImageFit },
    ): Promise<StoredMedia> {
      const fit = opts.fit ?? NEWS_IMAGE_FIT;
      let jpeg: { data: Buffer; info: OutputInfo };
      try {
        jpeg = await encodeImage(upload.tempPath, fit);
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

    /**
     * Prepares a content import's checked file (decision 029): an image is re-encoded as uploads are (stored as
     * `<name>.jpg`, the same name on every import of that archive, so a second import finds it), any other kind
     * keeps its name. Nothing is written.
     */
    async prepareImport(upload: StagedUpload, fileName: string): Promise<PreparedMedia> {
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
    },

    /** Whether a stored path is recorded already (in `on`, a transaction, when given). */
    async known(paths: string[], on: Db = deps.db): Promise<Set<string>> {
      return new Set((await createMediaRepository(on).findByPaths(paths)).map((r) => r.path));
    },

    /** Records a prepared file in `on` (the import's transaction); the file itself is written by `putPrepared`. */
    async recordPrepared(on: Db, file: PreparedMedia, uploadedBy: string | null): Promise<void> {
      await createMediaRepository(on).insert({
        kind: file.kind,
        path: file.path,
        originalName: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        width: file.width,
        height: file.height,
        uploadedBy,
      });
    },

    /** Writes a prepared file to the storage; returns its key (for removing it when the import is undone). */
    async putPrepared(file: PreparedMedia): Promise<string> {
      const key = file.path.slice('public/'.length);
      if (file.bytes) await deps.storage.put(key, file.bytes, file.mimeType);
      else if (file.localPath) await deps.storage.putFile(key, file.localPath, file.mimeType);
      return key;
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
