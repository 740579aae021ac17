import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** A stored file opened for reading, whole or a byte range of it (`end` inclusive). */
export type OpenedMedia = {
  body: Readable;
  size: number;
  start: number;
  end: number;
  lastModified: Date | undefined;
};

/**
 * Where uploads and their image variants live (decision 019): DATA_DIR/media on this machine by default, an
 * S3-compatible bucket when S3_URL is set, so several machines serve the same files. Keys are the paths under
 * /api/public/ (images/news-….jpg, images/_w640/….webp, zips/….zip).
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Moves a local file (a checked upload) under `key`. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  open(key: string, range?: { start: number; end: number | undefined }): Promise<OpenedMedia | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  list(): AsyncIterable<{ key: string; size: number }>;
}

const SAFE_KEY = /^(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.')))
    throw new Error(`invalid media key ${key}`);
  return key;
}

export function createDiskStorage(mediaDir: string): MediaStorage {
  const file = (key: string) => path.join(mediaDir, checkKey(key));
  /** The file of `key` when it resolves inside the media folder: a link out of it is not one of ours. */
  const inside = async (key: string): Promise<string | null> => {
    const [root, real] = await Promise.all([
      fs.realpath(mediaDir).catch(() => null),
      fs.realpath(file(key)).catch(() => null),
    ]);
    return root && real?.startsWith(`${root}${path.sep}`) ? real : null;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // a hidden temporary name, then a rename: a reader never sees half a file
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
      );
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key, localPath) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.rename(localPath, file(key));
    },
    async read(key) {
      const real = await inside(key);
      return real ? fs.readFile(real).catch(() => null) : null;
    },
    async open(key, range) {
      const real = await inside(key);
      const stat = real ? await fs.stat(real).catch(() => null) : null;
      if (!real || !stat?.isFile()) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? stat.size - 1, stat.size - 1);
      return {
        body: createReadStream(real, { start, end }),
        size: stat.size,
        start,
        end,
        lastModified: stat.mtime,
      };
    },
    async size(key) {
      const real = await inside(key);
      const stat = real ? await fs.stat(real).catch(() => null) : null;
      return stat?.isFile() ? stat.size : null;
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async *list() {
      for (const entry of await fs.readdir(mediaDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        yield {
          key: path.relative(mediaDir, full).split(path.sep).join('/'),
          size: (await fs.stat(full)).size,
        };
      }
    },
  };
}

export type S3Location = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/**
 * S3_URL: `http(s)://KEY:SECRET@host:port/bucket[/prefix]?region=…` for any S3-compatible server (path-style
 * addressing), or `s3://KEY:SECRET@bucket[/prefix]?region=…` for AWS itself. Keys may be left out of the URL
 * and come from the SDK's usual sources (AWS_ACCESS_KEY_ID, instance roles).
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const parts = url.pathname.split('/').filter(Boolean);
  const aws = url.protocol === 's3:';
  const bucket = aws ? url.hostname : parts.shift();
  if (!bucket) throw new Error('S3_URL thiếu tên bucket');
  const prefix = (aws ? parts : parts).join('/');
  return {
    endpoint: aws ? undefined : `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

export function createS3Storage(location: S3Location): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    ...(location.accessKeyId && location.secretAccessKey
      ? { credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey } }
      : {}),
    // checksums only where S3 requires them: S3-compatible servers do not all know the newer checksum headers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const Key = (key: string) => `${location.prefix}${checkKey(key)}`;
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentType }),
      );
    },
    async putFile(key, localPath, contentType) {
      const { size } = await fs.stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fs.rm(localPath, { force: true });
    },
    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return Buffer.from(
          await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
        );
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      try {
        const size = await this.size(key);
        if (size === null) return null;
        const start = range?.start ?? 0;
        const end = Math.min(range?.end ?? size - 1, size - 1);
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${start}-${end}` } : {}),
          }),
        );
        return { body: out.Body as Readable, size, start, end, lastModified: out.LastModified };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return out.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key.slice(location.prefix.length), size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

export function createMediaStorage(config: { mediaDir: string; s3Url: string | undefined }): MediaStorage {
  return config.s3Url ? createS3Storage(parseS3Url(config.s3Url)) : createDiskStorage(config.mediaDir);
}

/**
 * With S3 set, files written to DATA_DIR/media on this machine (the demo content of a first start) are copied
 * to the bucket when it lacks them, so every machine serves them.
 */
export async function copyLocalMediaToStorage(mediaDir: string, storage: MediaStorage): Promise<number> {
  if (storage.kind === 'disk') return 0;
  let copied = 0;
  for await (const { key } of createDiskStorage(mediaDir).list()) {
    if (key.split('/').some((p) => p.startsWith('.'))) continue;
    if ((await storage.size(key)) !== null) continue;
    await storage.put(key, await fs.readFile(path.join(mediaDir, key)), contentTypeOf(key));
    copied++;
  }
  return copied;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  zip: 'application/zip',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
