import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

/**
 * The content import (Hệ thống → Nhập nội dung) takes an archive from anyone holding system.manage, so it is
 * treated as hostile input (decision 029): only files a media row names are stored, through the upload checks;
 * rows go through their areas' rules; the archive's size is bounded by its real bytes; the whole import is one
 * unit of work; and it is audited.
 */
let t: TestApp;
const work = mkdtempSync(path.join(os.tmpdir(), 'site-import-sec-'));
const mediaDir = path.join(work, 'media');

async function sql(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: t.databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

type Content = { tables?: Record<string, unknown[]>; media?: Record<string, unknown>[] };

/** An archive shaped as an export: content.json and media/… files (and links, when asked). */
async function archiveOf(
  content: Content,
  files: Record<string, Buffer> = {},
  links: Record<string, string> = {},
): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(work, 'archive-'));
  await fs.writeFile(
    path.join(dir, 'content.json'),
    JSON.stringify({ format: 'vn-company-site-content', version: 1, tables: {}, media: [], ...content }),
  );
  const names = ['content.json'];
  for (const [name, bytes] of Object.entries(files)) {
    await fs.mkdir(path.join(dir, path.dirname(name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes);
    names.push(name);
  }
  for (const [name, target] of Object.entries(links)) {
    await fs.mkdir(path.join(dir, path.dirname(name)), { recursive: true });
    await fs.symlink(target, path.join(dir, name));
    names.push(name);
  }
  const file = path.join(work, `${randomUUID()}.tar.gz`);
  await tar.create({ gzip: { level: 1 }, cwd: dir, portable: true, file }, names);
  return fs.readFile(file);
}

const importArchive = async (body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/system/content-import',
    headers: { authorization: `Bearer ${await login(t.app, 'admin')}`, 'content-type': 'application/gzip' },
    payload: body,
  });

const mediaRow = (p: string, kind: string, mimeType: string) => ({
  id: randomUUID(),
  kind,
  path: p,
  original_name: path.basename(p),
  mime_type: mimeType,
  size_bytes: 10,
});

/** A news row as the export writes it, from one of this install's own, under a new id and slug. */
async function newsRow(changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [row] = await sql(
    "select to_jsonb(n) as r from news n where status = 'published' and not is_deleted limit 1",
  );
  const id = randomUUID();
  return { ...(row?.r as Record<string, unknown>), id, slug: `nhap-${id.slice(0, 8)}`, ...changes };
}

const mediaFiles = async () =>
  (await fs.readdir(mediaDir, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() || f.isSymbolicLink())
    .map((f) => path.relative(mediaDir, path.join(f.parentPath, f.name)))
    .sort();

let png: Buffer;
beforeAll(async () => {
  // this install's own media folder, holding the seeded files its rows name
  await fs.cp(inject('mediaDir'), mediaDir, { recursive: true });
  t = await createTestApp({ mediaDir });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('content import security', { timeout: 120_000 }, () => {
  it('H1: an imported SVG, HTML or script file is never stored, and no stored file is served inline as a page', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.__pwned=1</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>fetch("/x?"+localStorage.token)</script>');
    const js = Buffer.from('window.__pwned = 1;');
    const before = await mediaFiles();
    const r = await importArchive(
      await archiveOf(
        {
          media: [
            mediaRow('public/images/x.svg', 'image', 'image/svg+xml'),
            mediaRow('public/images/x.html', 'image', 'text/html'),
            mediaRow('public/images/x.js', 'image', 'text/javascript'),
            mediaRow('public/guides/x.html', 'guide', 'text/plain'),
          ],
        },
        {
          'media/images/x.svg': svg,
          'media/images/x.html': html,
          'media/images/x.js': js,
          'media/guides/x.html': html,
          // no media row names it: never stored
          'media/images/unnamed.png': png,
        },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.added.media).toBe(0);
    expect(r.json().data.skipped.media).toBe(4);
    expect(await mediaFiles()).toEqual(before);
    for (const name of [
      'images/x.svg',
      'images/x.html',
      'images/x.js',
      'guides/x.html',
      'images/unnamed.png',
    ])
      expect((await t.app.inject({ url: `/api/public/${name}` })).statusCode, name).toBe(404);

    // a file of a type a browser would run, however it got into the media folder, is only ever saved
    await fs.writeFile(path.join(mediaDir, 'images', 'old.html'), html);
    await fs.writeFile(path.join(mediaDir, 'images', 'old.svg'), svg);
    for (const name of ['old.html', 'old.svg']) {
      const served = await t.app.inject({ url: `/api/public/images/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['content-type']).not.toMatch(/text\/html/);
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // an image is still shown in the page, under the same strict policy
    const [seeded] = await sql("select path from media_files where kind = 'image' limit 1");
    const image = await t.app.inject({ url: `/api/${seeded?.path}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('H1: an imported image is stored through the upload checks (re-encoded) and the article naming it is sanitised', async () => {
    const article = await newsRow({
      content: `<p>Bài nhập</p><img src="/api/public/images/anh-nhap.png"><script src="/api/public/images/x.js"></script><img src="x" onerror="window.__pwned=1">`,
      image: 'public/images/anh-nhap.png',
    });
    const r = await importArchive(
      await archiveOf(
        {
          tables: { news: [article] },
          media: [mediaRow('public/images/anh-nhap.png', 'image', 'image/png')],
        },
        { 'media/images/anh-nhap.png': png },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.added).toMatchObject({ news: 1, media: 1 });
    const [stored] = await sql('select content, image from news where id = $1', [article.id]);
    expect(stored?.content).not.toMatch(/<script|onerror/i);
    expect(stored?.content).toContain('/api/public/images/anh-nhap.jpg');
    expect(stored?.image).toBe('public/images/anh-nhap.jpg');
    const served = await t.app.inject({ url: '/api/public/images/anh-nhap.jpg' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(existsSync(path.join(mediaDir, 'images', 'anh-nhap.png'))).toBe(false);

    // an article naming a file that is neither in the archive's checked files nor here is not imported
    const orphan = await newsRow({ content: '<p>Ảnh thiếu</p>', image: 'public/images/khong-co.jpg' });
    const second = await importArchive(await archiveOf({ tables: { news: [orphan] } }));
    expect(second.json().data.skipped.news).toBe(1);
    expect(await sql('select 1 from news where id = $1', [orphan.id])).toHaveLength(0);
  });

  it('L1: an archive that expands past its limits is refused with 413 and nothing is written', async () => {
    const before = { files: await mediaFiles(), news: await sql('select count(*)::int as n from news') };
    const zeros = Buffer.alloc(101 * 1024 * 1024);
    const cases = [
      await archiveOf({}, { 'media/zips/big.zip': zeros }),
      await archiveOf(
        {},
        Object.fromEntries(
          Array.from({ length: 5001 }, (_, i) => [`media/guides/g${i}.txt`, Buffer.from('a')]),
        ),
      ),
      await archiveOf(
        {},
        Object.fromEntries(
          Array.from({ length: 5 }, (_, i) => [
            `media/videos/v${i}.mp4`,
            zeros.subarray(0, 90 * 1024 * 1024),
          ]),
        ),
      ),
    ];
    for (const archive of cases) {
      const r = await importArchive(archive);
      expect(r.statusCode, r.body).toBe(413);
      expect(r.json()).toMatchObject({
        success: false,
        message: 'Tệp nội dung giải nén quá lớn: tối đa 400 MB sau khi giải nén, 100 MB mỗi tệp và 5000 tệp.',
      });
    }
    expect(await mediaFiles()).toEqual(before.files);
    expect(await sql('select count(*)::int as n from news')).toEqual(before.news);
    expect((await fs.readdir(mediaDir)).filter((n) => n.startsWith('.import-'))).toEqual([]);
  });

  it('L2: an import is audited with who did it and what was added and skipped', async () => {
    const [template] = await sql('select to_jsonb(c) as r from chatbot_training_items c limit 1');
    const item = {
      ...(template?.r as Record<string, unknown>),
      id: randomUUID(),
      pattern: 'Câu hỏi nhập',
      response_text: '<p>Trả lời</p><script>alert(1)</script>',
    };
    const r = await importArchive(await archiveOf({ tables: { chatbot_training_items: [item] } }));
    expect(r.statusCode, r.body).toBe(200);
    const [entry] = await sql(
      "select actor_email, action, after from audit_log where action = 'content.import' order by at desc limit 1",
    );
    expect(entry).toMatchObject({ actor_email: expect.stringContaining('@'), action: 'content.import' });
    expect(entry?.after).toEqual(r.json().data);
    const [stored] = await sql('select response_text from chatbot_training_items where id = $1', [item.id]);
    expect(stored?.response_text).toBe('<p>Trả lời</p>');
  });

  it('an import is one unit of work: a file that cannot be written undoes the rows and the files written before it', async () => {
    const zip = await fs.readFile(
      path.join(
        mediaDir,
        'zips',
        (await fs.readdir(path.join(mediaDir, 'zips'))).find((n) => n.endsWith('.zip')) ?? '',
      ),
    );
    // the second file's place is taken by a folder: writing it fails after the first file was written
    await fs.mkdir(path.join(mediaDir, 'images', 'cho-bi-chiem.jpg'));
    const article = await newsRow({
      content: '<p>Một đơn vị</p><a href="/api/public/zips/goi-nhap.zip">Tải</a>',
      image: 'public/images/cho-bi-chiem.png',
    });
    const before = await mediaFiles();
    const r = await importArchive(
      await archiveOf(
        {
          tables: { news: [article] },
          media: [
            mediaRow('public/zips/goi-nhap.zip', 'zip', 'application/zip'),
            mediaRow('public/images/cho-bi-chiem.png', 'image', 'image/png'),
          ],
        },
        { 'media/zips/goi-nhap.zip': zip, 'media/images/cho-bi-chiem.png': png },
      ),
    );
    expect(r.statusCode).toBe(500);
    expect(await sql('select 1 from news where id = $1', [article.id])).toHaveLength(0);
    expect(await sql("select 1 from media_files where path like 'public/%/goi-nhap%'")).toHaveLength(0);
    expect(await mediaFiles()).toEqual(before);
    await fs.rm(path.join(mediaDir, 'images', 'cho-bi-chiem.jpg'), { recursive: true });
  });

  it('links inside an archive are never written', async () => {
    const r = await importArchive(
      await archiveOf(
        { media: [mediaRow('public/images/lien-ket.jpg', 'image', 'image/jpeg')] },
        {},
        { 'media/images/lien-ket.jpg': '/etc/passwd' },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.added.media).toBe(0);
    expect((await t.app.inject({ url: '/api/public/images/lien-ket.jpg' })).statusCode).toBe(404);
  });
});
