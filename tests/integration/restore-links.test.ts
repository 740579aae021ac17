import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashFile } from '../../src/server/ops/archive-files.ts';
import { RestoreRefused, unpackVerified } from '../../src/server/ops/restore.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// decision 030: a symbolic link inside DATA_DIR is not one of the site's files. A restore refuses links the
// manifest does not name, and the media answers never follow one out of the media folder.
const work = mkdtempSync(path.join(os.tmpdir(), 'site-links-'));
let t: TestApp;
const mediaDir = path.join(work, 'media');
const outside = path.join(work, 'outside.env');

beforeAll(async () => {
  await fs.cp(inject('mediaDir'), mediaDir, { recursive: true });
  await fs.writeFile(outside, 'JWT_SECRET=bi-mat-khong-duoc-lo\n');
  t = await createTestApp({ mediaDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** An archive shaped as a backup: a manifest listing its one media file, and the entries given. */
async function backupWith(
  links: Record<string, string>,
  named: Record<string, string> = {},
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(work, 'backup-'));
  await fs.mkdir(path.join(dir, 'media', 'images'), { recursive: true });
  await fs.writeFile(path.join(dir, 'media', 'images', 'a.jpg'), 'jpeg bytes');
  for (const [rel, target] of Object.entries(links)) await fs.symlink(target, path.join(dir, rel));
  const manifest = {
    format: 'vn-company-site-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    appVersion: '1.0.0',
    reason: 'manual',
    database: { mode: 'external' },
    files: { 'media/images/a.jpg': await hashFile(path.join(dir, 'media', 'images', 'a.jpg')) },
    links: named,
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(work, `${path.basename(dir)}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: dir, portable: true }, ['manifest.json', 'media']);
  return file;
}

describe('symbolic links in DATA_DIR', { timeout: 60_000 }, () => {
  it('L4: a restore refuses a link the manifest does not name, and makes one it names', async () => {
    const bad = await backupWith({ 'media/images/env.jpg': '../../.env' });
    const staging = await fs.mkdtemp(path.join(work, 'staging-'));
    const error = await unpackVerified(bad, staging).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toBe(
      'Tệp sao lưu chứa liên kết "media/images/env.jpg" mà manifest không ghi: không khôi phục. Không có gì bị thay đổi.',
    );
    await expect(fs.lstat(path.join(staging, 'media', 'images', 'env.jpg'))).rejects.toThrow();

    const named = await backupWith({ 'media/images/b.jpg': 'a.jpg' }, { 'media/images/b.jpg': 'a.jpg' });
    const ok = await fs.mkdtemp(path.join(work, 'staging-'));
    await unpackVerified(named, ok);
    expect(await fs.readlink(path.join(ok, 'media', 'images', 'b.jpg'))).toBe('a.jpg');
  });

  it('L4: media answers never follow a link out of the media folder', async () => {
    await fs.symlink(outside, path.join(mediaDir, 'images', 'lien-ket-ra-ngoai.jpg'));
    await fs.symlink(outside, path.join(mediaDir, 'guides', 'lien-ket-ra-ngoai.txt'));
    for (const url of [
      '/api/public/images/lien-ket-ra-ngoai.jpg',
      '/api/public/guides/lien-ket-ra-ngoai.txt',
      '/api/public/images/w/960/lien-ket-ra-ngoai.jpg',
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('bi-mat');
    }
    // a link that stays inside the folder is still served
    const [seeded] = (await fs.readdir(path.join(mediaDir, 'images'))).filter((n) => n.endsWith('.jpg'));
    await fs.symlink(seeded as string, path.join(mediaDir, 'images', 'lien-ket-trong.jpg'));
    expect((await t.app.inject({ url: '/api/public/images/lien-ket-trong.jpg' })).statusCode).toBe(200);
  });
});
