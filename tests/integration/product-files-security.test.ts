import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';
import { zipOf } from './upload-corpus.ts';

// Product uploads that are ZIPs (decision 030): a product's ZIP with a link entry, and an Excel import whose
// parts lie about the sizes they expand to.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The entries of a ZIP held in memory, inflated (yauzl, as the server reads them). */
function entriesOf(zip: Buffer): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: { name: string; data: Buffer }[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return file.readEntry();
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

describe('product ZIPs and spreadsheets', { timeout: 60_000 }, () => {
  it('ZIP links: a product ZIP holding a symbolic link entry is refused', async () => {
    const zip = zipOf([
      { name: 'README.txt', data: Buffer.from('Hướng dẫn cài đặt') },
      { name: 'config', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-zip',
      ...multipart('zip', 'goi.zip', zip),
    });
    expect(r.statusCode, r.body).toBe(415);
    expect(r.json().message).toBe('File ZIP chứa liên kết (symbolic link), không được chấp nhận');
    // the same archive with a plain file there is taken
    const plain = zipOf([
      { name: 'README.txt', data: Buffer.from('Hướng dẫn cài đặt') },
      { name: 'config', data: Buffer.from('/etc/passwd'), unixMode: 0o100644 },
    ]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-zip',
      ...multipart('zip', 'goi.zip', plain),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('L3: an Excel import is refused by the real bytes it inflates to, not by the sizes it declares', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sản phẩm');
    sheet.addRow(['Tên sản phẩm', 'Danh mục', 'Mô tả']);
    sheet.addRow(['Sản phẩm nhập', 'Phát Triển', 'Mô tả đủ dài cho sản phẩm']);
    const parts = await entriesOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    const entries: { name: string; data: Buffer; declaredSize?: number }[] = [];
    for (const { name, data } of parts) {
      // 60 MB of blanks after the sheet's root element (still well-formed XML), declared as the original size
      if (name === 'xl/worksheets/sheet1.xml')
        entries.push({
          name,
          data: Buffer.concat([data, Buffer.alloc(60 * 1024 * 1024, 0x20)]),
          declaredSize: data.length,
        });
      else entries.push({ name, data });
    }
    const bomb = zipOf(entries);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = (await t.app.pool.query('select count(*)::int as n from products')).rows[0].n;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/products/import?mode=valid',
      ...multipart('file', 'nhap.xlsx', bomb),
    });
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json().message).toBe('File Excel giải nén quá lớn (tối đa 50MB sau khi giải nén)');
    expect((await t.app.pool.query('select count(*)::int as n from products')).rows[0].n).toBe(before);
  });
});
