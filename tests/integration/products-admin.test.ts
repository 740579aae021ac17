import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';

// spec 002 §2, §4, §5, §7 Products: the admin API, on a clock the test moves.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;
let now = new Date('2026-06-15T05:00:00Z'); // 12:00 in Vietnam

beforeAll(async () => {
  t = await createTestApp({}, () => now);
  admin = bearer(await login(t.app, 'admin'));
  staff = bearer(await login(t.app, 'staff'));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const valid = {
  title: 'Trình quản lý sao lưu',
  category: 'Công Cụ Đám Mây',
  description: 'Sao lưu tự động lên đám mây mỗi đêm',
  overview: 'Chi tiết',
  icon: 'Server',
  iconColor: '#1976d2',
  features: ['Sao lưu', '  ', 'Khôi phục'],
};

async function create(overrides: Record<string, unknown> = {}) {
  const r = await call('POST', '/api/products', { ...valid, ...overrides });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: string; title: string; status: string; features: string[] };
}

describe('create and update (spec 002 §5)', () => {
  it('creates with the defaults, drops blank features and reads features sent as JSON text', async () => {
    const r = await call('POST', '/api/products', { ...valid, features: '["Một", "", "Hai"]' });
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('Đã thêm sản phẩm thành công');
    const p = r.json().data;
    expect(p).toMatchObject({ status: 'active', sortOrder: 0, features: ['Một', 'Hai'], views: 0 });
    expect((await create()).features).toEqual(['Sao lưu', 'Khôi phục']);
    expect((await create({ features: ['["A","B"]'] })).features).toEqual(['A', 'B']);
  });

  it.each([
    [{ title: '' }, 'title', 'Tên sản phẩm không được để trống'],
    [{ title: 'ab' }, 'title', 'Tên sản phẩm phải có ít nhất 3 ký tự'],
    [{ category: 'Khác' }, 'category', 'Vui lòng chọn danh mục'],
    [{ description: '' }, 'description', 'Mô tả không được để trống'],
    [{ description: 'ngắn' }, 'description', 'Mô tả phải có ít nhất 10 ký tự'],
    [{ icon: 'Rocket' }, 'icon', 'Vui lòng chọn icon'],
    [{ iconColor: '' }, 'iconColor', 'Vui lòng chọn màu icon'],
    [{ sortOrder: -1 }, 'sortOrder', 'Thứ tự không được nhỏ hơn 0'],
    [{ zipFile: 'public/zips/../../etc/passwd' }, 'zipFile', 'File ZIP không hợp lệ'],
    [{ dashboardImage: 'public/zips/a.zip' }, 'dashboardImage', 'Ảnh dashboard không hợp lệ'],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const r = await call('POST', '/api/products', { ...valid, ...change });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[field]).toBe(message);
  });

  it('updates, and answers 404 for an unknown id; staff and visitors may not write', async () => {
    const p = await create();
    const r = await call('PUT', `/api/products/${p.id}`, { ...valid, title: 'Tên mới', sortOrder: 4 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Đã cập nhật sản phẩm thành công',
      data: { title: 'Tên mới' },
    });
    expect((await call('PUT', `/api/products/${crypto.randomUUID()}`, valid)).statusCode).toBe(404);
    expect((await call('PUT', '/api/products/x', valid)).statusCode).toBe(404);
    expect((await call('POST', '/api/products', valid, staff)).statusCode).toBe(403);
    expect((await call('POST', '/api/products', valid, {})).statusCode).toBe(401);
  });
});

describe('who reads what', () => {
  it('visitors see active products only, with a token too; the admin routes show any status (L5)', async () => {
    const p = await create({ title: 'Sản phẩm tạm dừng', status: 'inactive' });
    expect((await call('GET', `/api/products/${p.id}`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/products/${p.id}`, undefined, staff)).statusCode).toBe(404);
    expect((await call('GET', `/api/products/admin/item/${p.id}`)).json().data.status).toBe('inactive');
    expect((await call('GET', `/api/products/admin/item/${p.id}`, undefined, staff)).statusCode).toBe(403);
    const publicIds = (await call('GET', '/api/products?limit=50', undefined, {})).json().data.products;
    expect(publicIds.map((x: { id: string }) => x.id)).not.toContain(p.id);
    const inactive = (await call('GET', '/api/products/admin/list?status=inactive&limit=100')).json().data
      .products;
    expect(inactive.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await call('GET', '/api/products?status=inactive', undefined, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/products?status=inactive')).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/products/admin/list', undefined, { authorization: 'Bearer nope' })).statusCode,
    ).toBe(401);
  });

  it('status and sort order change what the public list shows', async () => {
    const p = await create({ title: 'Đổi trạng thái' });
    const paused = await call('PATCH', `/api/products/${p.id}/status`, { status: 'inactive' });
    expect(paused.json()).toMatchObject({
      message: 'Đã tạm dừng sản phẩm thành công',
      data: { status: 'inactive' },
    });
    expect((await call('GET', `/api/products/${p.id}`, undefined, {})).statusCode).toBe(404);
    const active = await call('PATCH', `/api/products/${p.id}/status`, { status: 'active' });
    expect(active.json().message).toBe('Đã kích hoạt sản phẩm thành công');
    expect((await call('PATCH', `/api/products/${p.id}/status`, { status: 'gone' })).statusCode).toBe(400);
    const sorted = await call('PATCH', `/api/products/${p.id}/sort`, { sortOrder: 7 });
    expect(sorted.json().data.sortOrder).toBe(7);
    expect((await call('PATCH', `/api/products/${p.id}/sort`, { sortOrder: -2 })).statusCode).toBe(400);
  });
});

describe('trash (spec 002 §2, §4)', () => {
  it('soft deletes with who and when, filters by date and category, restores and deletes for good', async () => {
    const a = await create({ title: 'Xóa hôm nay', category: 'Bảo Mật' });
    const b = await create({ title: 'Xóa tuần trước', category: 'Phân Tích' });
    const c = await create({ title: 'Xóa từ lâu', category: 'Phân Tích' });
    now = new Date('2026-05-01T05:00:00Z');
    await call('DELETE', `/api/products/${c.id}`);
    now = new Date('2026-06-10T05:00:00Z');
    await call('DELETE', `/api/products/${b.id}`);
    now = new Date('2026-06-15T05:00:00Z');
    const del = await call('DELETE', `/api/products/${a.id}`);
    expect(del.json()).toMatchObject({ message: 'Đã xóa sản phẩm thành công', data: { isDeleted: true } });
    expect((await call('GET', `/api/products/${a.id}`, undefined, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${a.id}`)).statusCode).toBe(404);

    const trash = async (q: string) =>
      (await call('GET', `/api/products/admin/trash${q}`))
        .json()
        .data.products.map((p: { id: string }) => p.id);
    const all = (await call('GET', '/api/products/admin/trash')).json().data;
    expect(all.products[0]).toMatchObject({ id: a.id, deletedAt: '2026-06-15T05:00:00.000Z' });
    expect(typeof all.products[0].deletedBy).toBe('string');
    expect(all.products[0].deletedBy).not.toBe('Hệ thống');
    expect(await trash('?deletedDateFilter=today')).toEqual([a.id]);
    expect(await trash('?deletedDateFilter=week')).toEqual([a.id, b.id]);
    expect(await trash('?deletedDateFilter=older')).toEqual([c.id]);
    expect(await trash('?category=Ph%C3%A2n%20T%C3%ADch')).toEqual([b.id, c.id]);
    expect(await trash('?search=l%C3%A2u')).toEqual([c.id]);
    expect((await call('GET', '/api/products/admin/trash?deletedDateFilter=year')).statusCode).toBe(400);
    expect((await call('GET', '/api/products/admin/trash', undefined, staff)).statusCode).toBe(403);

    const restored = await call('POST', `/api/products/${a.id}/restore`);
    expect(restored.json()).toMatchObject({
      message: 'Đã khôi phục sản phẩm thành công',
      data: { isDeleted: false },
    });
    expect((await call('GET', `/api/products/${a.id}`, undefined, {})).statusCode).toBe(200);
    // permanent delete only from the trash
    expect((await call('DELETE', `/api/products/${a.id}/permanent`)).statusCode).toBe(404);
    const gone = await call('DELETE', `/api/products/${b.id}/permanent`);
    expect(gone.json().message).toBe('Đã xóa vĩnh viễn sản phẩm');
    expect((await call('GET', `/api/products/${b.id}`)).statusCode).toBe(404);

    const emptied = await call('DELETE', '/api/products/admin/trash');
    expect(emptied.json()).toMatchObject({ message: 'Đã xóa tất cả sản phẩm trong thùng rác' });
    expect(emptied.json().data.deleted).toBeGreaterThanOrEqual(1);
    expect(await trash('')).toEqual([]);
  });

  it('names a deleter that no longer exists Người dùng, and none at all Hệ thống', async () => {
    const a = await create();
    const b = await create();
    await t.app.pool.query(
      `update products set is_deleted = true, deleted_at = now(), deleted_by = $2 where id = $1`,
      [a.id, crypto.randomUUID()],
    );
    await t.app.pool.query(`update products set is_deleted = true, deleted_at = now() where id = $1`, [b.id]);
    const names = Object.fromEntries(
      (await call('GET', '/api/products/admin/trash'))
        .json()
        .data.products.map((p: { id: string; deletedBy: string }) => [p.id, p.deletedBy]),
    );
    expect(names[a.id]).toBe('Người dùng');
    expect(names[b.id]).toBe('Hệ thống');
    await call('DELETE', '/api/products/admin/trash');
  });
});

describe('bulk, stats, all, categories, rating', () => {
  it('applies each bulk action and counts what changed', async () => {
    const ids = [(await create()).id, (await create()).id];
    const bulk = (action: string, extra: object = {}) =>
      call('POST', '/api/products/bulk', { action, productIds: ids, ...extra });
    expect((await bulk('toggleStatus', { status: 'inactive' })).json()).toMatchObject({
      data: { affected: 2, requested: 2 },
      message: 'Đã thay đổi trạng thái 2 sản phẩm',
    });
    expect((await bulk('toggleStatus')).statusCode).toBe(400);
    expect((await bulk('restore')).json().data.affected).toBe(0);
    expect((await bulk('delete')).json().message).toBe('Đã xóa 2 sản phẩm');
    expect((await bulk('restore')).json().message).toBe('Đã khôi phục 2 sản phẩm');
    await bulk('delete');
    expect((await bulk('permanentDelete')).json().message).toBe('Đã xóa vĩnh viễn 2 sản phẩm');
    expect(
      (await call('POST', '/api/products/bulk', { action: 'delete', productIds: [] })).json().message,
    ).toBe('Vui lòng chọn ít nhất một sản phẩm');
    expect(
      (await call('POST', '/api/products/bulk', { action: 'explode', productIds: ids })).statusCode,
    ).toBe(400);
  });

  it('answers stats, every product and the categories', async () => {
    const stats = (await call('GET', '/api/products/stats')).json().data;
    const { rows } = await t.app.pool.query(`select count(*)::int as n from products where not is_deleted`);
    expect(stats.total).toBe(rows[0].n);
    expect(stats.active + stats.inactive).toBe(stats.total);
    expect(stats.byCategory.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(stats.total);
    expect((await call('GET', '/api/products/admin/all')).json().data.products).toHaveLength(rows[0].n);
    expect((await call('GET', '/api/products/categories', undefined, {})).json().data).toEqual([
      'Công Cụ Đám Mây',
      'Phát Triển',
      'Phân Tích',
      'Bảo Mật',
    ]);
  });

  it('keeps one rating per visitor and answers the average', async () => {
    const p = await create();
    const first = await call('POST', `/api/products/${p.id}/rate`, { rating: 5 }, {});
    const cookie = first.cookies.find((c) => c.name === 'visitor_id');
    expect(cookie?.httpOnly).toBe(true);
    expect(first.json().data).toEqual({ average: 5, count: 1, yourRating: 5 });
    const again = await call(
      'POST',
      `/api/products/${p.id}/rate`,
      { rating: 2 },
      { cookie: `visitor_id=${cookie!.value}` },
    );
    expect(again.json().data).toEqual({ average: 2, count: 1, yourRating: 2 });
    const other = await call('POST', `/api/products/${p.id}/rate`, { rating: 5 }, {});
    expect(other.json().data).toMatchObject({ average: 3.5, count: 2 });
    expect((await call('POST', `/api/products/${p.id}/rate`, { rating: 6 }, {})).json().message).toBe(
      'Đánh giá phải từ 1 đến 5 sao',
    );
  });
});

describe('downloads', () => {
  it('counts once per visitor per product per hour; a call without the cookie gets one', async () => {
    const p = await create({ zipFile: 'public/zips/demo.zip' });
    const first = await call('POST', `/api/products/${p.id}/download`, undefined, {});
    const cookie = first.cookies.find((c) => c.name === 'visitor_id');
    expect(cookie).toBeDefined();
    expect(first.json().data).toEqual({ downloads: 1, file: 'public/zips/demo.zip' });
    const as = { cookie: `visitor_id=${cookie!.value}` };
    const twice = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/products/${p.id}/download`, undefined, as)),
    );
    expect(twice.map((r) => r.json().data.downloads)).toEqual([1, 1, 1]);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    expect((await call('POST', `/api/products/${p.id}/download`, undefined, as)).json().data.downloads).toBe(
      2,
    );
    expect((await call('POST', `/api/products/${p.id}/download`, undefined, {})).json().data.downloads).toBe(
      3,
    );
  });

  it('a loop of 30 cookieless downloads from one address moves the count by at most 10', async () => {
    const p = await create({ zipFile: 'public/zips/demo.zip' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/products/${p.id}/download`,
        remoteAddress: '10.11.0.1',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const { rows } = await t.app.pool.query('select downloads from products where id = $1', [p.id]);
    expect(rows[0].downloads).toBe(10);
  });
});
