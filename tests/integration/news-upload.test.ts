import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';

// spec 001 §5, §7, §9 and decision 012: images checked by their bytes, ≤ 10 MB, re-encoded to JPEG within
// 1920×1080 at quality 80 without metadata, stored under DATA_DIR/media/images, served from /api/public/images/.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

function multipart(parts: Array<{ field: string; filename?: string; type?: string; data: Buffer | string }>) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ field, filename, type, data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof multipart>, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/news/upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });

const storedFile = (imagePath: string) => path.join(t.config.mediaDir, 'images', path.basename(imagePath));

describe('POST /api/news/upload', () => {
  it('re-encodes a large JPEG with EXIF to a JPEG within 1920×1080 without metadata', async () => {
    const original = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#2266aa' },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: 'Bí mật', ImageDescription: 'GPS ở đây' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const r = await upload(
      multipart([{ field: 'image', filename: 'featured-1.jpg', type: 'image/jpeg', data: original }]),
    );
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ success: true });
    expect(body.imagePath).toMatch(/^public\/images\/news-[0-9a-f-]{36}\.jpg$/);
    expect(body.fullPath).toBe(`/api/${body.imagePath}`);

    const stored = readFileSync(storedFile(body.imagePath));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(1920);
    expect(meta.height).toBeLessThanOrEqual(1080);
    expect([meta.width, meta.height]).toEqual([1440, 1080]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);

    const served = await t.app.inject({ url: body.fullPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // recorded as a media file: who uploaded it, under which name, and what was stored
    const { rows } = await t.app.pool.query(
      `select m.kind, m.original_name, m.mime_type, m.size_bytes, m.width, m.height, a.email
         from media_files m join accounts a on a.id = m.uploaded_by where m.path = $1`,
      [body.imagePath],
    );
    expect(rows).toEqual([
      {
        kind: 'image',
        original_name: 'featured-1.jpg',
        mime_type: 'image/jpeg',
        size_bytes: stored.length,
        width: 1440,
        height: 1080,
        email: expect.stringContaining('@'),
      },
    ]);
  });

  it('keeps only the base name of the uploaded file, without control characters', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const r = await upload(
      multipart([
        { field: 'image', filename: '..\\..\\C:\\ảnh\u0007 đẹp.png', type: 'image/png', data: png },
      ]),
    );
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await t.app.pool.query('select original_name from media_files where path = $1', [
      r.json().imagePath,
    ]);
    expect(rows[0].original_name).toBe('ảnh đẹp.png');
  });

  it('turns a PNG with transparency into a JPEG of the same size (never enlarged)', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const r = await upload(
      multipart([{ field: 'image', filename: 'editor-2.png', type: 'image/png', data: png }]),
    );
    expect(r.statusCode, r.body).toBe(200);
    const meta = await sharp(readFileSync(storedFile(r.json().imagePath))).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 300, 200, false]);
  });

  it('refuses a text file named .jpg with 415, judging by its bytes', async () => {
    const r = await upload(
      multipart([
        {
          field: 'image',
          filename: 'anh.jpg',
          type: 'image/jpeg',
          data: 'đây không phải là ảnh '.repeat(100),
        },
      ]),
    );
    expect(r.statusCode).toBe(415);
    expect(r.json()).toMatchObject({ success: false, message: 'Vui lòng chọn file ảnh hợp lệ' });
  });

  it('refuses an SVG and a truncated JPEG with 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const [data, type] of [
      [Buffer.from(svg), 'image/svg+xml'],
      [jpeg.subarray(0, 40), 'image/jpeg'],
    ] as const) {
      const r = await upload(multipart([{ field: 'image', filename: 'x', type, data }]));
      expect(r.statusCode).toBe(415);
    }
  });

  it('refuses an 11 MB file with 413 and stores nothing', async () => {
    const header = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([header, Buffer.alloc(11 * 1024 * 1024)]);
    const r = await upload(
      multipart([{ field: 'image', filename: 'lon.png', type: 'image/png', data: big }]),
    );
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({
      success: false,
      message: 'Kích thước file quá lớn. Vui lòng chọn file nhỏ hơn 10MB.',
    });
    const { rows } = await t.app.pool.query(
      "select count(*)::int as n from media_files where original_name = 'lon.png'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('needs a file in the field named image, and a multipart request', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongField = await upload(
      multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Vui lòng chọn file ảnh hợp lệ');
    const noFile = await upload(multipart([{ field: 'image', data: 'chỉ là chữ' }]));
    expect(noFile.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/news/upload',
      headers: admin,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const two = await upload(
      multipart([
        { field: 'image', filename: 'a.png', type: 'image/png', data: png },
        { field: 'image', filename: 'b.png', type: 'image/png', data: png },
      ]),
    );
    expect(two.statusCode).toBeLessThan(500);
  });

  it('leaves no temporary file behind when an upload is refused', async () => {
    const temporaries = () =>
      readdirSync(path.join(t.config.mediaDir, 'images')).filter((name) => name.startsWith('.upload-'));
    const header = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tooBig = await upload(
      multipart([
        {
          field: 'image',
          filename: 'lon.png',
          type: 'image/png',
          data: Buffer.concat([header, Buffer.alloc(11 * 1024 * 1024)]),
        },
      ]),
    );
    expect(tooBig.statusCode).toBe(413);
    const notImage = await upload(
      multipart([{ field: 'image', filename: 'a.jpg', type: 'image/jpeg', data: 'không phải ảnh' }]),
    );
    expect(notImage.statusCode).toBe(415);
    expect(temporaries()).toEqual([]);
  });

  it('is the only kind of route that takes multipart: a JSON route refuses it with 415', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      ...(() => {
        const body = multipart([{ field: 'title', data: 'Tiêu đề' }]);
        return { payload: body.payload, headers: { ...admin, ...body.headers } };
      })(),
    });
    expect(r.statusCode).toBe(415);
    expect(r.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('is closed to anonymous callers', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const r = await upload(
      multipart([{ field: 'image', filename: 'a.png', type: 'image/png', data: png }]),
      {},
    );
    expect(r.statusCode).toBe(401);
  });

  it('the stored names do not collide', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const paths = await Promise.all(
      Array.from({ length: 5 }, () =>
        upload(multipart([{ field: 'image', filename: 'same.png', type: 'image/png', data: png }])).then(
          (r) => r.json().imagePath,
        ),
      ),
    );
    expect(new Set(paths).size).toBe(5);
    for (const p of paths) expect(existsSync(storedFile(p))).toBe(true);
  });
});
