import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, createDiskStorage, parseS3Url } from './media-storage.ts';

describe('S3_URL', () => {
  it('reads an S3-compatible server address: endpoint, bucket, prefix, region and keys', () => {
    expect(parseS3Url('https://AK:S%2Fecret@minio.local:9000/site-media/prod?region=ap-southeast-1')).toEqual(
      {
        endpoint: 'https://minio.local:9000',
        region: 'ap-southeast-1',
        bucket: 'site-media',
        prefix: 'prod/',
        accessKeyId: 'AK',
        secretAccessKey: 'S/ecret',
      },
    );
  });

  it('reads an AWS address (s3://bucket), with keys left to the SDK when absent', () => {
    expect(parseS3Url('s3://my-bucket')).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'my-bucket',
      prefix: '',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('refuses an address without a bucket', () => {
    expect(() => parseS3Url('http://127.0.0.1:9000/')).toThrow('S3_URL thiếu tên bucket');
  });
});

describe('the disk storage', () => {
  it('writes through a temporary name, reads ranges, and refuses keys that leave its folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'disk-storage-'));
    const storage = createDiskStorage(dir);
    await storage.put('images/a.jpg', Buffer.from('0123456789'), 'image/jpeg');
    expect(readFileSync(path.join(dir, 'images', 'a.jpg'), 'utf8')).toBe('0123456789');
    expect(readdirSync(path.join(dir, 'images'))).toEqual(['a.jpg']); // no temporary left
    const opened = await storage.open('images/a.jpg', { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const c of opened?.body ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'invalid media key',
    );
    await expect(storage.read('images/../../etc/passwd')).rejects.toThrow('invalid media key');
    expect(await storage.read('images/missing.jpg')).toBeNull();
  });

  it('names the type of a stored file from its extension', () => {
    expect(contentTypeOf('images/a.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('zips/a.zip')).toBe('application/zip');
    expect(contentTypeOf('guides/a.unknown')).toBe('application/octet-stream');
  });
});
