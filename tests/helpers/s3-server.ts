import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** A local S3-compatible server over real HTTP (s3rver), with one bucket, for the S3 media storage's tests. */
export async function startS3Server(
  bucket: string,
): Promise<{ url: string; endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    // s3rver accepts the key pair S3RVER / S3RVER
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
