import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const name = `range-${process.pid}-${Date.now()}.bin`;
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
beforeAll(async () => {
  t = await createTestApp();
  writeFileSync(path.join(t.config.mediaDir, 'videos', name), bytes);
});
afterAll(async () => {
  await t.close();
});

describe('media under /api/public/ (spec 000 §9)', () => {
  it('serves a stored file with long caching', async () => {
    const r = await t.app.inject({ url: `/api/public/videos/${name}` });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(bytes)).toBe(true);
    expect(r.headers['cache-control']).toContain('max-age=2592000');
  });

  it('answers a Range request with 206 and just those bytes', async () => {
    const r = await t.app.inject({ url: `/api/public/videos/${name}`, headers: { range: 'bytes=100-199' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-range']).toBe('bytes 100-199/1000');
    expect(r.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('answers 404 JSON for a missing file and never escapes the media folder', async () => {
    const missing = await t.app.inject({ url: '/api/public/images/nope.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Không tìm thấy tệp' });
    for (const url of [
      '/api/public/images/../../jwt-secret',
      '/api/public/images/..%2f..%2fjwt-secret',
      '/api/public/%2e%2e/%2e%2e/jwt-secret',
      '/api/public/images/.hidden',
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, url).toBeLessThan(500);
      expect(r.body, url).not.toMatch(/^[A-Za-z0-9_-]{40,}\s*$/);
    }
  });
});

describe('WebP variants of stored images', () => {
  it('makes a variant of the asked width once and serves it with long caching', async () => {
    const { rows } = await t.app.pool.query(
      `select image from news where image like 'public/images/%' limit 1`,
    );
    const file = rows[0].image.replace('public/images/', '');
    const first = await t.app.inject({ url: `/api/public/images/w/320/${file}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('max-age=2592000');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    const again = await t.app.inject({ url: `/api/public/images/w/320/${file}` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    '/api/public/images/w/333/a.jpg',
    '/api/public/images/w/320/khong-co.jpg',
    '/api/public/images/w/320/..%2f..%2fjwt-secret',
    '/api/public/images/w/320/notes.txt',
  ])('answers 404 for %s', async (url) => {
    const r = await t.app.inject({ url });
    expect(r.statusCode).toBe(404);
    expect(r.json().success).toBe(false);
  });
});
