import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionDays, withRefusedInserts } from '../helpers/revisions.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 053: every write of a product's text keeps a revision; listed, compared, restored (audited); previews
// through the signed links articles use.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;
// the app's clock runs with real time, ahead by `ahead`: a preview link's expiry is reached by moving it, not by waiting
let ahead = 0;

beforeAll(async () => {
  t = await createTestApp({}, () => new Date(Date.now() + ahead));
  admin = bearer(await login(t.app, 'admin'));
  staff = bearer(await login(t.app, 'staff'));
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const call = apiCaller(
  () => t.app,
  () => admin,
);
const valid = {
  title: 'Trình quản lý sao lưu',
  category: 'Công Cụ Đám Mây',
  description: 'Sao lưu tự động lên đám mây mỗi đêm',
  overview: 'Chi tiết về cách sao lưu',
  icon: 'Server',
  iconColor: '#1976d2',
  features: ['Sao lưu', 'Khôi phục'],
};
type Product = typeof valid & { id: string; status: string; sortOrder: number };

async function create(overrides: Json = {}): Promise<Product> {
  const r = await call('POST', '/api/products', { ...valid, ...overrides });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}
async function update(id: string, overrides: Json): Promise<Product> {
  const r = await call('PUT', `/api/products/${id}`, { ...valid, ...overrides });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}
const revisionsOf = async (id: string) => {
  const r = await call('GET', `/api/products/${id}/revisions`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Array<Json & { _id: string }>;
};
const countRevisions = async (id: string) =>
  (await t.app.pool.query('select count(*)::int as n from product_revisions where product_id = $1', [id]))
    .rows[0].n as number;

function sheetUpload(csv: string) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/products/import?mode=valid',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nhap.csv"\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}
const HEADER = 'Tên sản phẩm,Danh mục,Mô tả,Mô tả chi tiết,Icon,Màu icon,Tính năng,Trạng thái,Thứ tự';

describe('a revision per write path', () => {
  it('the form’s add and edit keep one each, newest first, with who and why; status and order keep none', async () => {
    const p = await create();
    await update(p.id, { description: `${valid.description} và mỗi giờ` });
    expect((await call('PATCH', `/api/products/${p.id}/status`, { status: 'inactive' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/products/${p.id}/sort`, { sortOrder: 5 })).statusCode).toBe(200);
    const list = await revisionsOf(p.id);
    expect(list.map((r) => r.reason)).toEqual(['update', 'create']);
    expect(list[0]).toMatchObject({ savedBy: 'Quản trị viên', title: valid.title, status: 'active' });
    const one = await call('GET', `/api/products/${p.id}/revisions/${list[0]!._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.description).toBe(`${valid.description} và mỗi giờ`);
  });

  it('the spreadsheet import keeps one per imported product', async () => {
    const csv = [
      HEADER,
      `"Nhập bản một",Phát Triển,"Mô tả nhập đủ dài một",,Code,#112233,"A\nB",active,2`,
      `"Nhập bản hai",Bảo Mật,"Mô tả nhập đủ dài hai",,Shield,#112233,,inactive,1`,
    ].join('\r\n');
    const r = await sheetUpload(csv);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ imported: 2 });
    const { rows } = await t.app.pool.query(
      `select p.title, r.reason, r.saved_by_name, r.description, r.features
         from products p join product_revisions r on r.product_id = p.id
        where p.title like 'Nhập bản %' order by p.title`,
    );
    expect(rows).toEqual([
      {
        title: 'Nhập bản hai',
        reason: 'import',
        saved_by_name: 'Quản trị viên',
        description: 'Mô tả nhập đủ dài hai',
        features: [],
      },
      {
        title: 'Nhập bản một',
        reason: 'import',
        saved_by_name: 'Quản trị viên',
        description: 'Mô tả nhập đủ dài một',
        features: ['A', 'B'],
      },
    ]);
  });

  it('a write whose revision cannot be kept is not written (one transaction), nor is an import', async () => {
    const p = await create();
    await withRefusedInserts(t.app.pool, 'product_revisions', async () => {
      const r = await call('PUT', `/api/products/${p.id}`, { ...valid, description: 'Mô tả không được lưu' });
      expect(r.statusCode).toBeGreaterThanOrEqual(500);
      const imported = await sheetUpload(
        [HEADER, `"Nhập không lưu",Phát Triển,"Mô tả nhập đủ dài",,Code,#112233,,active,0`].join('\r\n'),
      );
      expect(imported.statusCode).toBeGreaterThanOrEqual(500);
    });
    const { rows } = await t.app.pool.query('select description from products where id = $1', [p.id]);
    expect(rows[0].description).toBe(valid.description);
    const none = await t.app.pool.query(`select 1 from products where title = 'Nhập không lưu'`);
    expect(none.rows).toHaveLength(0);
  });
});

describe('difference and restore', () => {
  it('shows the words added and removed against the current text, the other fields by name', async () => {
    const p = await create();
    await update(p.id, {
      description: 'Sao lưu tự động lên đám mây mỗi giờ',
      features: ['Sao lưu', 'Khôi phục', 'Mã hóa'],
      category: 'Bảo Mật',
    });
    const [, first] = await revisionsOf(p.id);
    const r = await call('GET', `/api/products/${p.id}/revisions/${first!._id}/diff`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.description).toMatchObject({ added: 1, removed: 1 });
    const words = (kind: string) =>
      d.description.changes
        .filter((c: Json) => c.kind === kind)
        .map((c: Json) => String(c.text).trim())
        .join(' ');
    expect(words('removed')).toBe('đêm');
    expect(words('added')).toBe('giờ');
    expect(d.features).toMatchObject({ added: 2, removed: 0 });
    expect(d.title).toMatchObject({ added: 0, removed: 0 });
    expect(d.changedFields).toEqual(['category']);
  });

  it('restores a revision from three saves ago: a new revision, audited, shown publicly; status stays', async () => {
    const p = await create();
    for (const n of [1, 2, 3]) await update(p.id, { description: `${valid.description}, bản ${n}` });
    expect((await call('PATCH', `/api/products/${p.id}/sort`, { sortOrder: 7 })).statusCode).toBe(200);
    const list = await revisionsOf(p.id);
    const threeAgo = list[3]!;
    expect(threeAgo.reason).toBe('create');
    const r = await call('POST', `/api/products/${p.id}/revisions/${threeAgo._id}/restore`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Đã khôi phục phiên bản sản phẩm',
      data: { description: valid.description, sortOrder: 7, status: 'active' },
    });
    const publicAnswer = await call('GET', `/api/products/${p.id}`, undefined, {});
    expect(publicAnswer.json().data.description).toBe(valid.description);
    const after = await revisionsOf(p.id);
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({ reason: 'restore', restoredFrom: threeAgo._id });
    const audit = await t.app.pool.query(
      `select after from audit_log where action = 'product.revision.restore' and target_id = $1`,
      [p.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].after).toMatchObject({ revision: threeAgo._id, title: valid.title });
  });

  it('unknown revisions are 404 in Vietnamese; a product in the trash is not restored; staff may not look', async () => {
    const p = await create();
    const [only] = await revisionsOf(p.id);
    for (const bad of ['khong-phai-id', '00000000-0000-4000-8000-000000000000']) {
      const r = await call('GET', `/api/products/${p.id}/revisions/${bad}/diff`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({
        code: 'REVISION_NOT_FOUND',
        message: 'Không tìm thấy phiên bản này của sản phẩm',
      });
    }
    const other = await create();
    expect((await call('GET', `/api/products/${other.id}/revisions/${only!._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/products/khong-co/revisions')).statusCode).toBe(404);
    expect((await call('GET', `/api/products/${p.id}/revisions`, undefined, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/products/${p.id}/revisions`, undefined, {})).statusCode).toBe(401);

    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(200);
    const r = await call('POST', `/api/products/${p.id}/revisions/${only!._id}/restore`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Sản phẩm đang ở trong thùng rác');
  });
});

describe('retention and the trash', () => {
  it('keeps at most 100, one a day past 30 days, applied on save', async () => {
    const p = await create();
    // 120 revisions from 31 to 150 days ago, two a day on the first 10 of those days
    await t.app.pool.query(
      `insert into product_revisions (product_id, saved_at, saved_by_name, reason, title, category, description,
         overview, icon, icon_color, status)
       select $1::uuid, now() - (31 + (i / 2)) * interval '1 day' - (i % 2) * interval '1 hour', 'Cũ', 'update',
         'Cũ', 'Phát Triển', 'Mô tả cũ', '', 'Code', '#112233', 'active'::product_status
       from generate_series(0, 19) i
       union all
       select $1::uuid, now() - (41 + i) * interval '1 day', 'Cũ', 'update', 'Cũ', 'Phát Triển', 'Mô tả cũ', '',
         'Code', '#112233', 'active'::product_status
       from generate_series(0, 99) i`,
      [p.id],
    );
    await update(p.id, { description: `${valid.description} mới` });
    // at most 100; the two newest are today's, the older ones one a day
    expect(await revisionDays(t.app.pool, 'product_revisions', 'product_id', p.id)).toEqual({
      n: 100,
      days: 99,
    });
  });

  it('the trash keeps them, deleting for good takes them along', async () => {
    const p = await create();
    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(200);
    expect(await countRevisions(p.id)).toBe(1);
    expect((await call('DELETE', `/api/products/${p.id}/permanent`)).statusCode).toBe(200);
    expect(await countRevisions(p.id)).toBe(0);
  });
});

describe('previews', () => {
  const draft = {
    title: 'Trình sao lưu (bản nháp)',
    description: 'Mô tả chưa lưu của biên tập viên',
    overview: 'Tổng quan chưa lưu',
    features: ['Tính năng chưa lưu'],
  };
  const link = async (id: string, body: Json = {}) => {
    const r = await call('POST', `/api/products/${id}/preview`, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { token: string; path: string; url: string; expiresAt: string };
  };
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/products/preview/${token}` });

  it('shows the unsaved texts without a session, never cached, never indexed; the saved product is unchanged', async () => {
    const p = await create({ status: 'inactive' });
    const l = await link(p.id, { draft });
    expect(l.path).toBe(`/products/preview/${l.token}`);
    expect(l.url).toBe(`${t.config.publicUrl}${l.path}`);
    const r = await open(l.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-robots-tag']).toBe('noindex');
    expect(r.json().data).toMatchObject({ id: p.id, ...draft, status: 'inactive' });
    // the draft is not a save: no revision, the product as it was
    expect(await countRevisions(p.id)).toBe(1);
    const saved = await call('GET', `/api/products/admin/item/${p.id}`);
    expect(saved.json().data.description).toBe(valid.description);
    // a link without a draft shows the product as saved
    const plain = await link(p.id);
    expect((await open(plain.token)).json().data.description).toBe(valid.description);
  });

  it('answers 404 after its expiry, when forged, for another area, or once the product is in the trash', async () => {
    const p = await create();
    const short = await link(p.id, { draft, expiresInSeconds: 2 });
    expect((await open(short.token)).statusCode).toBe(200);
    ahead += 3_000;
    const expired = await open(short.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      code: 'PREVIEW_INVALID',
      message: 'Liên kết xem trước không hợp lệ hoặc đã hết hạn',
    });

    const l = await link(p.id, { draft });
    const [body, signature] = l.token.split('.');
    // a later expiry under the same signature
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const extended = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 86_400_000 })).toString(
      'base64url',
    );
    const forged = `${extended}.${signature}`;
    expect((await open(forged)).statusCode).toBe(404);
    expect((await open(`${body}.${signature}x`)).statusCode).toBe(404);
    // a product's link opens no article, an article's no product
    expect((await t.app.inject({ method: 'GET', url: `/api/news/preview/${l.token}` })).statusCode).toBe(404);
    const article = await call('POST', '/api/news', goodArticle());
    const articleLink = await call('POST', `/api/news/${article.json().data._id}/preview`, {});
    expect((await open(articleLink.json().data.token)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(200);
    expect((await open(l.token)).statusCode).toBe(404);
  });

  it('refuses a draft the form could not save, in Vietnamese, and strangers', async () => {
    const p = await create();
    const r = await call('POST', `/api/products/${p.id}/preview`, {
      draft: { ...draft, description: 'ngắn' },
    });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain('Mô tả phải có ít nhất 10 ký tự');
    expect((await call('POST', `/api/products/${p.id}/preview`, {}, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/products/${p.id}/preview`, {}, staff)).statusCode).toBe(403);
    expect((await call('POST', `/api/products/${p.id}/preview`, { expiresInSeconds: 0 })).statusCode).toBe(
      400,
    );
  });
});
