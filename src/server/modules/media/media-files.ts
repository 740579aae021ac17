import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { createMediaRepository, MediaKind } from './media.repository.ts';
import type { MediaStorage } from './media-storage.ts';

/** What the media use cases share: the pool, the storage (disk or S3, decision 019) and the repository. */
export type MediaContext = { db: Db; storage: MediaStorage; repo: ReturnType<typeof createMediaRepository> };

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

export type StoredMedia = {
  /** What entities store, e.g. public/images/news-….jpg */
  path: string;
  /** Where the browser loads it: /api/public/images/news-….jpg */
  url: string;
  sizeBytes: number;
  mimeType: string;
};

/** The box an image is fitted into and the answer when it cannot be decoded; news images by default. */
export type ImageFit = { width: number; height: number; wrongTypeMessage: string };

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

export const NEWS_IMAGE_FIT: ImageFit = {
  width: 1920,
  height: 1080,
  wrongTypeMessage: UPLOAD_RULES.image.wrongTypeMessage,
};

/** A file name is plain text: no folders, no control characters, at most 255 characters. */
export function plainFileName(name: string, fallback: string): string {
  return path.basename(name.replace(/[\p{Cc}\\]/gu, '')).slice(0, 255) || fallback;
}

/**
 * An image re-encoded to a JPEG fitting the box at quality 80 with the metadata dropped (sharp keeps none unless
 * asked). A file whose bytes looked like an image but that sharp cannot decode is refused (415).
 */
export async function encodeImage(file: string, fit: ImageFit): Promise<{ data: Buffer; info: OutputInfo }> {
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
