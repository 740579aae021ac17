import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';

// export as xlsx or csv with neutralised cells; import checked row by row.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

const HEADER = 'Tên sản phẩm,Danh mục,Mô tả,Mô tả chi tiết,Icon,Màu icon,Tính năng,Trạng thái,Thứ tự';
const INJECTION = `=cmd|' /C calc'!A0`;

function multipart(filename: string, data: Buffer) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const importFile = (filename: string, data: Buffer, mode = 'valid') =>
  t.app.inject({ method: 'POST', url: `/api/products/import?mode=${mode}`, ...multipart(filename, data) });
const count = async () =>
  (await t.app.pool.query(`select count(*)::int as n from products where not is_deleted`)).rows[0]
    .n as number;

describe('import', () => {
  it('imports good rows and reports bad ones by row number with the form messages', async () => {
    const before = await count();
    const csv = [
      HEADER,
      `"CSV một",Phát Triển,"Mô tả đủ dài một",,Code,#112233,"A\nB",active,2`,
      `ab,Phát Triển,"Mô tả đủ dài hai",,Code,#112233,,active,0`,
      `"${INJECTION.replace(/"/g, '""')}",Bảo Mật,"Mô tả đủ dài ba",,Shield,,,inactive,1`,
      `"CSV bốn",Khác,ngắn,,,,,,`,
    ].join('\r\n');
    const r = await importFile('nhap.csv', Buffer.from(csv));
    expect(r.statusCode, r.body).toBe(200);
    const { data, message } = r.json();
    expect(data).toMatchObject({ total: 4, imported: 2, failed: 2 });
    expect(message).toBe('Đã nhập 2/4 sản phẩm; 2 dòng không hợp lệ');
    expect(data.rows[1]).toEqual({
      row: 3,
      ok: false,
      message: 'Tên sản phẩm phải có ít nhất 3 ký tự',
      errors: { title: 'Tên sản phẩm phải có ít nhất 3 ký tự' },
    });
    expect(data.rows[3].errors).toEqual({
      category: 'Vui lòng chọn danh mục',
      description: 'Mô tả phải có ít nhất 10 ký tự',
    });
    expect(await count()).toBe(before + 2);
    const { rows } = await t.app.pool.query(
      `select features, sort_order from products where title = 'CSV một'`,
    );
    expect(rows[0]).toEqual({ features: ['A', 'B'], sort_order: 2 });
  });

  it('imports nothing when every row must be good and one is not', async () => {
    const before = await count();
    const csv = [HEADER, `"Tất cả một",Phát Triển,"Mô tả đủ dài một",,,,,,`, `x,,,,,,,,`].join('\n');
    const r = await importFile('nhap.csv', Buffer.from(csv), 'all');
    expect(r.json().data).toMatchObject({ total: 2, imported: 0, failed: 1 });
    expect(r.json().message).toBe('Không nhập sản phẩm nào: 1/2 dòng không hợp lệ');
    expect(await count()).toBe(before);
  });

  it('refuses a file that is neither xlsx nor csv, and a sheet without headers', async () => {
    expect((await importFile('a.xlsx', Buffer.from('%PDF-1.4\n%%EOF\n'))).statusCode).toBe(415);
    const r = await importFile('a.csv', Buffer.from('x,y\n1,2\n'));
    expect(r.statusCode).toBe(400);
  });
});

describe('export', () => {
  it('writes an xlsx whose formula-like cells are text, and that imports back', async () => {
    const r = await t.app.inject({ url: '/api/products/export', headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(r.headers['content-disposition']).toBe('attachment; filename="san-pham.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Tên sản phẩm');
    expect(sheet.rowCount - 1).toBe(await count());
    const titles: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) titles.push(row.getCell(1).value);
    });
    // the injected title is exported as text behind an apostrophe, never as a formula
    expect(titles).toContain(`'${INJECTION}`);
    expect(titles.every((v) => typeof v === 'string')).toBe(true);

    const before = await count();
    const back = await importFile('san-pham.xlsx', r.rawPayload);
    expect(back.json().data).toMatchObject({ failed: 0, imported: before });
    const { rows } = await t.app.pool.query(`select count(*)::int as n from products where title = $1`, [
      INJECTION,
    ]);
    expect(rows[0].n).toBe(2);
  });

  it('writes a CSV with a BOM and neutralised cells; staff may not export', async () => {
    const r = await t.app.inject({ url: '/api/products/export?format=csv', headers: admin });
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.body.startsWith('\uFEFF"Tên sản phẩm"')).toBe(true);
    expect(r.body).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(r.body).not.toMatch(/(^|,)"=cmd/m);
    const staff = bearer(await login(t.app, 'staff'));
    expect((await t.app.inject({ url: '/api/products/export', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/products/export?format=pdf', headers: admin })).statusCode).toBe(
      400,
    );
  });
});
