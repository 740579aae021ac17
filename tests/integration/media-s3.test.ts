import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyLocalMediaToStorage,
  createS3Storage,
  parseS3Url,
} from '../../src/server/modules/media/media-storage.ts';
import { createBackup } from '../../src/server/ops/backup.ts';
import { restoreBackup } from '../../src/server/ops/restore.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/**
 * Decision 019: media in S3-compatible storage through the official AWS SDK, against a local S3 server
 * (s3rver) over real HTTP; two app processes on different ports serve an image uploaded through one of them.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const work = mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));

beforeAll(async () => {
  s3 = await startS3Server('media');
});
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the S3 media storage', () => {
  it('puts, reads, opens byte ranges, sizes, lists and removes objects', async () => {
    const storage = createS3Storage(parseS3Url(`${s3.url}/site-a`));
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await storage.put('zips/a.zip', bytes, 'application/zip');
    expect(await storage.read('zips/a.zip')).toEqual(bytes);
    expect(await storage.size('zips/a.zip')).toBe(5000);
    const part = await storage.open('zips/a.zip', { start: 100, end: 199 });
    const chunks: Buffer[] = [];
    for await (const c of part?.body ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes.subarray(100, 200));
    expect(part).toMatchObject({ size: 5000, start: 100, end: 199 });

    const local = path.join(work, 'upload.bin');
    writeFileSync(local, bytes.subarray(0, 3000));
    await storage.putFile('videos/b.mp4', local, 'video/mp4');
    expect(existsSync(local)).toBe(false); // moved, not copied
    expect((await storage.read('videos/b.mp4'))?.length).toBe(3000);

    const keys: string[] = [];
    for await (const o of storage.list()) keys.push(o.key);
    expect(keys.sort()).toEqual(['videos/b.mp4', 'zips/a.zip']);
    await storage.remove('zips/a.zip');
    expect(await storage.read('zips/a.zip')).toBeNull();
    expect(await storage.size('zips/a.zip')).toBeNull();
    expect(await storage.open('zips/a.zip')).toBeNull();
  });
});

describe('backups with the media in S3', () => {
  it('archive the bucket, restore into DATA_DIR/media, and a start copies them to a new bucket', async () => {
    const storage = createS3Storage(parseS3Url(`${s3.url}/backed-up`));
    await storage.put('images/one.jpg', Buffer.from('one'), 'image/jpeg');
    await storage.put('zips/two.zip', Buffer.from('two'), 'application/zip');
    const dataDir = mkdtempSync(path.join(work, 'backup-'));
    const { file, manifest } = await createBackup({
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      backupDir: path.join(dataDir, 'backups'),
      embeddedUrl: undefined,
      reason: 'manual',
      mediaStorage: storage,
    });
    expect(
      Object.keys(manifest.files)
        .filter((f) => f.startsWith('media/'))
        .sort(),
    ).toEqual(['media/images/one.jpg', 'media/zips/two.zip']);
    const restored = path.join(work, 'restored-s3');
    await restoreBackup({ archive: file, dataDir: restored, confirmed: false });
    const fresh = createS3Storage(parseS3Url(`${s3.url}/after-restore`));
    expect(await copyLocalMediaToStorage(path.join(restored, 'media'), fresh)).toBe(2);
    expect((await fresh.read('zips/two.zip'))?.toString()).toBe('two');
    expect(await copyLocalMediaToStorage(path.join(restored, 'media'), fresh)).toBe(0); // only what is missing
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

type Proc = { child: ChildProcess; base: string; dataDir: string; output: () => string };

async function startProcess(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const child = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      BACKUP_CRON: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited: ${output}`);
    if (
      await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { child, base, dataDir, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready: ${output}`);
}

describe('two processes sharing one bucket', { timeout: 120_000 }, () => {
  const procs: Proc[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const p of procs) {
      p.child.kill('SIGTERM');
      await new Promise((r) => p.child.once('exit', r));
    }
    await drop?.();
  });

  it('both serve an image uploaded through one of them, with the same headers, ranges and variants', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      S3_URL: `${s3.url}/shared`,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    };
    procs.push(await startProcess(env), await startProcess(env));
    const [a, b] = procs as [Proc, Proc];

    const login = await fetch(`${a.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ACCOUNTS.admin),
    });
    const { token } = await login.json();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'anh.jpg');
    const uploaded = await fetch(`${a.base}/api/news/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { fullPath, imagePath } = await uploaded.json();
    const name = path.basename(imagePath);

    const fromA = await fetch(`${a.base}${fullPath}`);
    const fromB = await fetch(`${b.base}${fullPath}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.headers.get('content-disposition')).toBeNull();
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect((await sharp(bytesB).metadata()).format).toBe('jpeg');

    const range = await fetch(`${b.base}${fullPath}`, { headers: { range: 'bytes=10-19' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 10-19/${bytesB.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytesB.subarray(10, 20));

    const variant = await fetch(`${b.base}/api/public/images/w/640/${name}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);

    // the file lives in the bucket, on neither machine's disk
    for (const p of procs) expect(existsSync(path.join(p.dataDir, 'media', 'images', name))).toBe(false);
    expect((await fetch(`${b.base}/api/public/images/nope.jpg`)).status).toBe(404);
  });
});
