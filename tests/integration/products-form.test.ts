import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRefusedInserts } from '../helpers/revisions.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';
import { HTML_PAGE, mp4Of, pdfOf, pngOf, zipOf } from './upload-corpus.ts';

// spec 002 §7: POST /products and PUT /products/{id} as multipart — text fields, features as JSON text, and the
// files dashboardImage, videoFile, zipFile, guideFile — checked like the single uploads, stored only once the
// fields are valid, and never left behind by a refused save.
let t: TestApp;
let admin: Record<string, string>;
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'product-form-media-'));
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ mediaDir });
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

function form(parts: Part[]) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fields: Part[] = [
  { name: 'title', value: 'Bộ công cụ sao lưu' },
  { name: 'category', value: 'Công Cụ Đám Mây' },
  { name: 'description', value: 'Sao lưu tự động lên đám mây mỗi đêm' },
  { name: 'icon', value: 'Server' },
  { name: 'iconColor', value: '#1976d2' },
  { name: 'features', value: JSON.stringify(['Sao lưu', 'Khôi phục']) },
];

const ZIP = zipOf([{ name: 'huong-dan/readme.txt', data: Buffer.from('Xin chào') }]);
const allFiles = async (): Promise<Part[]> => [
  { name: 'dashboardImage', filename: 'man-hinh.png', data: await pngOf(1600, 900), type: 'image/png' },
  { name: 'videoFile', filename: 'demo.mp4', data: mp4Of(5000), type: 'video/mp4' },
  { name: 'zipFile', filename: 'bo-cai.zip', data: ZIP, type: 'application/zip' },
  { name: 'guideFile', filename: 'huong-dan.pdf', data: pdfOf(), type: 'application/pdf' },
];

/**
 * Every file under the media folder, once the request's temporary files are gone: the pipeline sweeps them when
 * the response has been sent (onResponse), which may finish just after inject() resolves.
 */
async function mediaFiles(): Promise<string[]> {
  const list = () =>
    readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  await expect.poll(() => list().filter((file) => path.basename(file).startsWith('.upload-'))).toEqual([]);
  return list();
}

const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) =>
  t.app.inject({ method, url, ...form(parts) });

describe('POST /api/products as multipart', () => {
  it('creates a product with its four files, each checked and stored as its upload call would', async () => {
    const r = await send('POST', '/api/products', [...fields, ...(await allFiles())]);
    expect(r.statusCode, r.body).toBe(201);
    const { data, message } = r.json();
    expect(message).toBe('Đã thêm sản phẩm thành công');
    expect(data.features).toEqual(['Sao lưu', 'Khôi phục']);
    expect(data.dashboardImage).toMatch(/^public\/images\/product-[\w-]+\.jpg$/);
    expect(data.videoFile).toMatch(/^public\/videos\/.+\.mp4$/);
    expect(data.zipFile).toMatch(/^public\/zips\/.+\.zip$/);
    expect(data.guideFile).toMatch(/^public\/guides\/.+\.pdf$/);
    const image = await sharp(
      readFileSync(path.join(mediaDir, data.dashboardImage.replace(/^public\//, ''))),
    ).metadata();
    expect(image.format).toBe('jpeg');
    expect(image.width).toBeLessThanOrEqual(1200);
    const zip = await t.app.inject({ method: 'GET', url: `/api/${data.zipFile}` });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.equals(ZIP)).toBe(true);
  });

  it('checks the fields before storing anything: invalid fields with files leave no file behind', async () => {
    const before = await mediaFiles();
    const r = await send('POST', '/api/products', [
      ...fields.filter((f) => f.name !== 'title'),
      { name: 'title', value: 'ab' },
      ...(await allFiles()),
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.title).toBe('Tên sản phẩm phải có ít nhất 3 ký tự');
    expect(await mediaFiles()).toEqual(before);
  });

  it.each([
    [
      'an HTML page as the image',
      'dashboardImage',
      'anh.jpg',
      HTML_PAGE,
      415,
      'Vui lòng chọn file hình ảnh hợp lệ',
    ],
    [
      'a zip-slip archive',
      'zipFile',
      'bo-cai.zip',
      zipOf([{ name: '../../etc/cron.d/x', data: Buffer.from('x') }]),
      415,
      'File ZIP chứa đường dẫn không an toàn',
    ],
    ['a PDF named .docx as the guide', 'guideFile', 'huong-dan.docx', pdfOf(), 415, undefined],
  ])(
    'refuses %s and keeps none of the other files',
    async (_name, field, filename, data, status, message) => {
      const before = await mediaFiles();
      const files = (await allFiles()).filter((f) => f.name !== field);
      // the bad file last, so the good ones before it have been stored and must go again
      const r = await send('POST', '/api/products', [...fields, ...files, { name: field, filename, data }]);
      expect(r.statusCode, r.body).toBe(status);
      if (message) expect(r.json().message).toBe(message);
      expect(await mediaFiles()).toEqual(before);
      const list = await t.app.inject({ method: 'GET', url: '/api/products/admin/all', headers: admin });
      expect(list.json().data.products.filter((p: { title: string }) => p.title === filename)).toEqual([]);
    },
  );

  it('answers 413 with the kind’s own message when one file of the form is over its limit', async () => {
    const before = await mediaFiles();
    const big = Buffer.concat([pdfOf(), Buffer.alloc(10 * MB + 1)]);
    const r = await send('POST', '/api/products', [
      ...fields,
      { name: 'guideFile', filename: 'huong-dan.pdf', data: big },
    ]);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('Kích thước file không được vượt quá 10MB');
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a file in a field the form does not have, and a second file in one field', async () => {
    const png = await pngOf(10, 10);
    const unknown = await send('POST', '/api/products', [
      ...fields,
      { name: 'avatar', filename: 'a.png', data: png },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Trường không được hỗ trợ: avatar');
    const twice = await send('POST', '/api/products', [
      ...fields,
      { name: 'dashboardImage', filename: 'a.png', data: png },
      { name: 'dashboardImage', filename: 'b.png', data: png },
    ]);
    expect(twice.statusCode).toBe(400);
  });
});

describe('PUT /api/products/{id} as multipart', () => {
  it('keeps a revision of each save (decision 053); a save whose revision is refused leaves no new file', async () => {
    const created = await send('POST', '/api/products', [...fields, ...(await allFiles())]);
    const product = created.json().data;
    const changed = fields.map((f) =>
      'value' in f && f.name === 'description' ? { ...f, value: 'Sao lưu tự động lên đám mây mỗi giờ' } : f,
    );
    expect((await send('PUT', `/api/products/${product.id}`, changed)).statusCode).toBe(200);
    const { rows } = await t.app.pool.query(
      'select reason, description from product_revisions where product_id = $1 order by saved_at',
      [product.id],
    );
    expect(rows).toEqual([
      { reason: 'create', description: 'Sao lưu tự động lên đám mây mỗi đêm' },
      { reason: 'update', description: 'Sao lưu tự động lên đám mây mỗi giờ' },
    ]);

    const before = await mediaFiles();
    await withRefusedInserts(t.app.pool, 'product_revisions', async () => {
      const newZip = zipOf([{ name: 'khong-luu.txt', data: Buffer.from('Không lưu') }]);
      const r = await send('PUT', `/api/products/${product.id}`, [
        ...fields,
        { name: 'zipFile', filename: 'khong-luu.zip', data: newZip, type: 'application/zip' },
      ]);
      expect(r.statusCode).toBeGreaterThanOrEqual(500);
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/products/admin/item/${product.id}`,
      headers: admin,
    });
    expect(after.json().data.zipFile).toBe(product.zipFile);
    expect(await mediaFiles()).toEqual(before);
  });

  it('replaces the file sent, keeps the ones left out, and deletes the replaced file', async () => {
    const created = await send('POST', '/api/products', [...fields, ...(await allFiles())]);
    const product = created.json().data;
    const newZip = zipOf([{ name: 'ban-moi.txt', data: Buffer.from('Bản mới') }]);
    const r = await send('PUT', `/api/products/${product.id}`, [
      ...fields,
      { name: 'zipFile', filename: 'ban-moi.zip', data: newZip, type: 'application/zip' },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const updated = r.json().data;
    expect(r.json().message).toBe('Đã cập nhật sản phẩm thành công');
    expect(updated.zipFile).not.toBe(product.zipFile);
    expect(updated.dashboardImage).toBe(product.dashboardImage);
    expect(updated.videoFile).toBe(product.videoFile);
    expect(updated.guideFile).toBe(product.guideFile);
    const old = await t.app.inject({ method: 'GET', url: `/api/${product.zipFile}` });
    expect(old.statusCode).toBe(404);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/${updated.zipFile}` });
    expect(fresh.rawPayload.equals(newZip)).toBe(true);
  });

  it('keeps the product and its files as they were when the edit is refused', async () => {
    const created = await send('POST', '/api/products', [...fields, ...(await allFiles())]);
    const product = created.json().data;
    const before = await mediaFiles();
    const r = await send('PUT', `/api/products/${product.id}`, [
      ...fields,
      { name: 'videoFile', filename: 'demo.mp4', data: mp4Of(5000).subarray(0, 3000) },
    ]);
    expect(r.statusCode).toBe(415);
    expect(await mediaFiles()).toEqual(before);
    const after = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: admin });
    expect(after.json().data).toMatchObject({ videoFile: product.videoFile, zipFile: product.zipFile });
  });
});
