import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 019: the back-office exports news, services, products and training items with their media as one
 * file, and another install imports it, reporting what it added and what it skipped.
 */
let source: TestApp;
let target: TestApp;
const work = mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
const targetMedia = path.join(work, 'target-media');

async function sql(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp({ mediaDir: targetMedia });
  await sql(
    source.databaseUrl,
    `insert into chatbot_training_items (pattern, keywords, category, response_text) values
     ('Giá làm website bao nhiêu?', '{giá,website}', 'báo_giá', '<p>Từ 5 triệu đồng.</p>'),
     ('Bao lâu thì xong?', '{thời gian}', 'thời_gian', '<p>Khoảng 2 đến 4 tuần.</p>')`,
  );
  // the target is a new install: its accounts, none of the content
  await sql(
    target.databaseUrl,
    'delete from news; delete from services; delete from products; delete from chatbot_training_items; delete from media_files',
  );
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  rmSync(work, { recursive: true, force: true });
});

async function exportFrom(t: TestApp): Promise<Buffer> {
  const token = await login(t.app, 'admin');
  const r = await t.app.inject({
    url: '/api/admin/system/content-export',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/gzip');
  expect(r.headers['content-disposition']).toMatch(
    /^attachment; filename="noi-dung-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
  );
  return r.rawPayload;
}

const importInto = async (t: TestApp, body: Buffer, who: 'admin' | 'staff' = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/system/content-import',
    headers: { authorization: `Bearer ${await login(t.app, who)}`, 'content-type': 'application/gzip' },
    payload: body,
  });

describe('content export and import', { timeout: 60_000 }, () => {
  let archive: Buffer;
  const counts = async (url: string) => {
    const [row] = await sql(
      url,
      `select (select count(*)::int from news where not is_deleted) as news,
              (select count(*)::int from services where not is_deleted) as services,
              (select count(*)::int from products where not is_deleted) as products,
              (select count(*)::int from chatbot_training_items) as chatbot_training_items`,
    );
    return row as Record<string, number>;
  };

  it('exports one .tar.gz with every live row of the four areas and the media they name', async () => {
    archive = await exportFrom(source);
    const dir = path.join(work, 'exported');
    await fs.mkdir(dir);
    await fs.writeFile(path.join(work, 'exported.tar.gz'), archive);
    await tar.extract({ file: path.join(work, 'exported.tar.gz'), cwd: dir });
    const content = JSON.parse(readFileSync(path.join(dir, 'content.json'), 'utf8'));
    const expected = await counts(source.databaseUrl);
    for (const table of Object.keys(expected))
      expect(content.tables[table], table).toHaveLength(expected[table] as number);
    expect(expected.news).toBeGreaterThan(0);
    expect(expected.products).toBeGreaterThan(0);
    const media = await fs.readdir(path.join(dir, 'media'), { recursive: true });
    expect(media.some((f) => String(f).startsWith('zips/'))).toBe(true);
    expect(media.some((f) => String(f).startsWith('images/'))).toBe(true);
  });

  it('imports into a new install: everything added, the site shows it, then a second import skips all', async () => {
    const expected = await counts(source.databaseUrl);
    const first = await importInto(target, archive);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.message).toBe('Đã nhập nội dung');
    expect(body.data.added).toMatchObject(expected);
    expect(body.data.added.media).toBeGreaterThan(0);
    expect(body.data.skipped).toEqual({
      news: 0,
      services: 0,
      products: 0,
      chatbot_training_items: 0,
      media: 0,
    });
    expect(await counts(target.databaseUrl)).toEqual(expected);

    // the same rows, value for value (authors now the importing admin)
    const slugs = async (url: string) =>
      (await sql(url, 'select slug from news order by slug')).map((r) => r.slug);
    expect(await slugs(target.databaseUrl)).toEqual(await slugs(source.databaseUrl));
    // a product's files are served by the new install, from its own storage
    const [product] = await sql(
      target.databaseUrl,
      'select zip_file from products where zip_file is not null limit 1',
    );
    const served = await target.app.inject({ url: `/api/${product?.zip_file}` });
    expect(served.statusCode).toBe(200);
    const original = await source.app.inject({ url: `/api/${product?.zip_file}` });
    expect(served.rawPayload).toEqual(original.rawPayload);

    const again = await importInto(target, archive);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.added).toEqual({
      news: 0,
      services: 0,
      products: 0,
      chatbot_training_items: 0,
      media: 0,
    });
    expect(again.json().data.skipped).toMatchObject(expected);
  });

  it('refuses a file that is not an export, and anyone but an admin', async () => {
    const bad = await importInto(target, Buffer.from('not an archive at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'INVALID_CONTENT_FILE',
      message: 'Tệp nội dung không hợp lệ: hãy chọn tệp .tar.gz đã xuất từ trang Hệ thống.',
    });
    expect((await importInto(target, archive, 'staff')).statusCode).toBe(403);
    const anonymous = await target.app.inject({ url: '/api/admin/system/content-export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
