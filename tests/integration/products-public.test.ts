import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// spec 000 §7 Products (public use), 002 §7 POST /products/{id}/download, on the seeded catalogue.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });
type P = {
  id: string;
  title: string;
  category: string;
  views: number;
  downloads: number;
  zipFile: string | null;
};
const list = async (q = ''): Promise<{ products: P[]; pagination: { total: number } }> =>
  (await get(`/api/products${q}`)).json().data;

describe('GET /api/products', () => {
  it('lists the active products in display order, 12 per page by default', async () => {
    const { products, pagination } = await list('?status=active');
    const { rows } = await t.app.pool.query(
      `select id from products where not is_deleted and status = 'active' order by sort_order, created_at, id`,
    );
    expect(pagination.total).toBe(rows.length);
    expect(products.map((p) => p.id)).toEqual(rows.slice(0, 12).map((r) => r.id));
  });

  it('filters by category, excludes an id, searches and sorts', async () => {
    const all = (await list()).products;
    const category = all[0]!.category;
    const byCategory = (await list(`?category=${encodeURIComponent(category)}`)).products;
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p) => p.category === category)).toBe(true);
    expect((await list(`?exclude=${all[0]!.id}`)).products.map((p) => p.id)).not.toContain(all[0]!.id);
    const word = all[1]!.title.split(' ')[0]!;
    expect(
      (await list(`?search=${encodeURIComponent(word.toUpperCase())}`)).products.map((p) => p.id),
    ).toContain(all[1]!.id);
    expect((await list('?search=%25%25%25')).products).toEqual([]);
    const byViews = (await list('?sortBy=views&sortOrder=desc')).products.map((p) => p.views);
    expect([...byViews].sort((a, b) => b - a)).toEqual(byViews);
  });

  it('never shows inactive or trashed products', async () => {
    const [a, b] = (await list()).products;
    await t.app.pool.query(`update products set status = 'inactive' where id = $1`, [a!.id]);
    await t.app.pool.query(`update products set is_deleted = true, deleted_at = now() where id = $1`, [
      b!.id,
    ]);
    const ids = (await list('?limit=50')).products.map((p) => p.id);
    expect(ids).not.toContain(a!.id);
    expect(ids).not.toContain(b!.id);
    for (const id of [a!.id, b!.id]) expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    await t.app.pool.query(`update products set status = 'active', is_deleted = false where id in ($1, $2)`, [
      a!.id,
      b!.id,
    ]);
  });

  it.each(['?category=Other', '?status=inactive', '?sortBy=password', '?limit=51', '?page=0', '?exclude=x'])(
    'refuses %s with a Vietnamese 400',
    async (q) => {
      const r = await get(`/api/products${q}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    },
  );
});

describe('product counters', () => {
  it('counts 50 concurrent views exactly', async () => {
    const [p] = (await list()).products;
    await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: `/api/products/${p!.id}/view` })),
    );
    expect((await get(`/api/products/${p!.id}`)).json().data.views).toBe(p!.views + 50);
  });

  it('counts a download and answers the file; a product without a ZIP says so', async () => {
    const [p] = (await list()).products;
    const r = await t.app.inject({ method: 'POST', url: `/api/products/${p!.id}/download` });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ downloads: p!.downloads + 1, file: p!.zipFile });
    await t.app.pool.query(`update products set zip_file = null where id = $1`, [p!.id]);
    const none = await t.app.inject({ method: 'POST', url: `/api/products/${p!.id}/download` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('File sản phẩm chưa có sẵn');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/products/${id}/view` })).statusCode).toBe(404);
    }
  });
});
