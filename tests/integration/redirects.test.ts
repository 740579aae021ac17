import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, goodArticle, weakArticle } from './news-fixtures.ts';

// decision 042: old public addresses answer 301 with the new one; one hop, never a loop; the admin's list.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://example.vn' });
  admin = bearer(await login(t.app, 'admin'));
  staff = bearer(await login(t.app, 'staff'));
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
const publish = async (body: Json) => {
  const r = await call('POST', '/api/news', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as Json & { _id: string; slug: string };
};
const rename = async (id: string, body: Json, slug: string) => {
  const r = await call('PUT', `/api/news/${id}`, { ...body, slug });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().data.slug).toBe(slug);
};
const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
const stored = async () =>
  (await t.app.pool.query('select source_path, target_path from redirects order by source_path')).rows.map(
    (r) => `${r.source_path} → ${r.target_path}`,
  );

describe('a published article whose slug changes', () => {
  it('keeps its old address as a 301 to the new one, in one hop after a second change', async () => {
    const body = goodArticle({ slug: 'bai-goc' });
    const a = await publish(body);
    await rename(a._id, body, 'bai-moi');
    let r = await visit('/news/bai-goc');
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('/news/bai-moi');
    expect((await visit('/news/bai-goc', 'HEAD')).statusCode).toBe(301);
    // the query string goes along (tracking tags stay for the page's scripts)
    r = await visit('/news/bai-goc?utm_source=zalo');
    expect(r.headers.location).toBe('/news/bai-moi?utm_source=zalo');

    await rename(a._id, body, 'bai-moi-nhat');
    for (const old of ['/news/bai-goc', '/news/bai-moi', '/News/Bai-Goc/']) {
      r = await visit(old);
      expect(r.statusCode, old).toBe(301);
      expect(r.headers.location).toBe('/news/bai-moi-nhat');
    }
    expect(await stored()).toEqual([
      '/news/bai-goc → /news/bai-moi-nhat',
      '/news/bai-moi → /news/bai-moi-nhat',
    ]);
    // the current address is the article's, not a redirect
    expect((await call('GET', '/api/news/bai-moi-nhat', undefined, {})).statusCode).toBe(200);
    expect((await visit('/news/bai-moi-nhat')).statusCode).not.toBe(301);
  });

  it('changed back to an old slug takes that address back: no loop', async () => {
    const body = goodArticle({ slug: 'qua-lai' });
    const a = await publish(body);
    await rename(a._id, body, 'qua-lai-2');
    await rename(a._id, body, 'qua-lai');
    expect((await visit('/news/qua-lai')).statusCode).not.toBe(301);
    const r = await visit('/news/qua-lai-2');
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('/news/qua-lai');
    expect((await stored()).filter((s) => s.includes('qua-lai'))).toEqual([
      '/news/qua-lai-2 → /news/qua-lai',
    ]);
  });

  it('a draft’s slug change keeps no redirect (its address was never public)', async () => {
    const draft = await publish(weakArticle({ slug: 'nhap-cu', status: 'draft' }));
    await rename(draft._id, weakArticle({ status: 'draft' }), 'nhap-moi');
    expect((await visit('/news/nhap-cu')).statusCode).not.toBe(301);
    expect(await stored()).not.toContain('/news/nhap-cu → /news/nhap-moi');
  });

  it('a new article at an old address takes it back from the redirect', async () => {
    const body = goodArticle({ slug: 'dia-chi-cu' });
    const a = await publish(body);
    await rename(a._id, body, 'dia-chi-khac');
    expect((await visit('/news/dia-chi-cu')).statusCode).toBe(301);
    await publish(goodArticle({ slug: 'dia-chi-cu' }));
    expect((await visit('/news/dia-chi-cu')).statusCode).not.toBe(301);
    expect(await stored()).not.toContain('/news/dia-chi-cu → /news/dia-chi-khac');
  });

  it('the sitemap lists only the canonical address', async () => {
    const body = goodArticle({ slug: 'so-do-cu' });
    const a = await publish(body);
    await rename(a._id, body, 'so-do-moi');
    const xml = (await visit('/sitemap.xml')).body;
    expect(xml).toContain('<loc>https://example.vn/news/so-do-moi</loc>');
    expect(xml).not.toContain('/news/so-do-cu<');
  });

  it('deleting the article for good takes its redirects along', async () => {
    const body = goodArticle({ slug: 'se-xoa' });
    const a = await publish(body);
    await rename(a._id, body, 'se-xoa-2');
    expect(await stored()).toContain('/news/se-xoa → /news/se-xoa-2');
    await t.app.pool.query('delete from news where id = $1', [a._id]);
    expect(await stored()).not.toContain('/news/se-xoa → /news/se-xoa-2');
  });
});

describe('/api/redirects: the admin’s redirects of any public path', () => {
  it('adds one (301 at once, audited), collapses chains both ways, and removes it', async () => {
    let r = await call('POST', '/api/redirects', { source: '/gioi-thieu/', target: '/team' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Đã thêm chuyển hướng thành công',
      data: { source: '/gioi-thieu', target: '/team', kind: 'manual' },
    });
    const first = r.json().data._id as string;
    expect((await visit('/gioi-thieu')).headers.location).toBe('/team');

    // A → B then B → C: A now points at C
    r = await call('POST', '/api/redirects', { source: '/team', target: '/procedure' });
    expect(r.statusCode, r.body).toBe(201);
    expect((await visit('/gioi-thieu')).headers.location).toBe('/procedure');
    // X → A with A → C stored: X points at C
    r = await call('POST', '/api/redirects', { source: '/doi-ngu', target: '/team' });
    expect(r.json().data.target).toBe('/procedure');
    // the sitemap leaves out a redirected page
    expect((await visit('/sitemap.xml')).body).not.toContain('<loc>https://example.vn/team</loc>');

    const list = await call('GET', '/api/redirects?search=gioi');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: Json) => x.source)).toEqual(['/gioi-thieu']);
    expect(list.json().pagination).toMatchObject({ page: 1, total: 1 });

    const { rows } = await t.app.pool.query(
      `select action from audit_log where target_type = 'redirect' and target_id = $1`,
      [first],
    );
    expect(rows.map((x) => x.action)).toEqual(['redirect.create']);
    r = await call('DELETE', `/api/redirects/${first}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Đã xóa chuyển hướng');
    expect((await visit('/gioi-thieu')).statusCode).toBe(404);
    const after = await t.app.pool.query(`select action from audit_log where target_id = $1 order by at`, [
      first,
    ]);
    expect(after.rows.map((x) => x.action)).toEqual(['redirect.create', 'redirect.delete']);
  });

  it('refuses a loop and a second redirect of the same address with 409 in Vietnamese', async () => {
    expect((await call('POST', '/api/redirects', { source: '/vong-a', target: '/vong-b' })).statusCode).toBe(
      201,
    );
    let r = await call('POST', '/api/redirects', { source: '/vong-b', target: '/vong-a' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      code: 'REDIRECT_LOOP',
      message: 'Chuyển hướng này sẽ tạo thành vòng lặp',
    });
    r = await call('POST', '/api/redirects', { source: '/vong-a', target: '/khac' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'REDIRECT_EXISTS', message: 'Địa chỉ cũ này đã có chuyển hướng' });
  });

  it('two concurrent opposite redirects: exactly one is stored, never a loop', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/api/redirects', { source: '/dong-thoi-a', target: '/dong-thoi-b' }),
      call('POST', '/api/redirects', { source: '/dong-thoi-b', target: '/dong-thoi-a' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await stored()).filter((s) => s.includes('dong-thoi'))).toHaveLength(1);
  });

  it.each([
    [{ source: 'gioi-thieu', target: '/team' }, 'source', 'Địa chỉ phải là một đường dẫn trong trang'],
    [
      { source: 'https://evil.example/x', target: '/team' },
      'source',
      'Địa chỉ phải là một đường dẫn trong trang',
    ],
    [{ source: '/x', target: '//evil.example/x' }, 'target', 'Địa chỉ phải là một đường dẫn trong trang'],
    [
      { source: '/x', target: 'https://evil.example/' },
      'target',
      'Địa chỉ phải là một đường dẫn trong trang',
    ],
    [{ source: '/x?a=1', target: '/team' }, 'source', 'Địa chỉ phải là một đường dẫn trong trang'],
    [{ source: '/api/news', target: '/team' }, 'source', 'Không thể chuyển hướng các địa chỉ /api, /admin'],
    [
      { source: '/Admin/login', target: '/team' },
      'source',
      'Không thể chuyển hướng các địa chỉ /api, /admin',
    ],
    [{ source: '/x', target: '/admin' }, 'target', 'Không thể chuyển hướng các địa chỉ /api, /admin'],
    [{ source: '/', target: '/team' }, 'source', 'Không thể chuyển hướng trang chủ'],
    [{ source: `/${'a'.repeat(600)}`, target: '/team' }, 'source', 'Địa chỉ dài tối đa 500 ký tự'],
    [{ source: '/%E0%A4%A', target: '/team' }, 'source', 'Địa chỉ phải là một đường dẫn trong trang'],
    [{ source: 42, target: '/team' }, 'source', 'Địa chỉ phải là một đường dẫn trong trang'],
  ])('refuses %j with 400 and a Vietnamese message', async (body, field, message) => {
    const r = await call('POST', '/api/redirects', body);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().success).toBe(false);
    expect(r.json().errors?.[field] ?? r.json().message).toContain(message);
  });

  it('refuses the same address twice (400), an unknown id (404) and staff (403)', async () => {
    let r = await call('POST', '/api/redirects', { source: '/cung-cho', target: '/Cung-Cho/' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Địa chỉ cũ và địa chỉ mới phải khác nhau');
    r = await call('DELETE', '/api/redirects/not-an-id');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Không tìm thấy chuyển hướng này');
    r = await call('DELETE', '/api/redirects/00000000-0000-4000-8000-000000000000');
    expect(r.statusCode).toBe(404);
    r = await call('POST', '/api/redirects', { source: '/nv', target: '/team' }, staff);
    expect(r.statusCode).toBe(403);
  });

  it('never answers the API or a POST with a redirect', async () => {
    await t.app.pool.query(`insert into redirects (source_path, target_path) values ('/api/news', '/team')`);
    await t.app.pageCache.invalidate();
    const r = await t.app.inject({ url: '/api/news' });
    expect(r.statusCode).toBe(200);
    await t.app.pool.query(`delete from redirects where source_path = '/api/news'`);
    expect((await call('POST', '/api/redirects', { source: '/post-only', target: '/team' })).statusCode).toBe(
      201,
    );
    expect((await t.app.inject({ method: 'POST', url: '/post-only' })).statusCode).toBe(404);
  });
});

describe('with the public pages served (page cache on)', () => {
  let web: TestApp;
  beforeAll(async () => {
    web = await createTestApp({ web: true });
  });
  afterAll(async () => {
    await web.close();
  });

  it('a cached article page, renamed, answers 301 at its old address, not the cached copy', async () => {
    const headers = bearer(await login(web.app, 'admin'));
    const body = goodArticle({ slug: 'trang-da-luu' });
    const created = await web.app.inject({ method: 'POST', url: '/api/news', headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect((await web.app.inject({ url: '/news/trang-da-luu' })).statusCode).toBe(200);
    expect((await web.app.inject({ url: '/news/trang-da-luu' })).headers['x-page-cache']).toBe('hit');
    const renamed = await web.app.inject({
      method: 'PUT',
      url: `/api/news/${created.json().data._id}`,
      headers,
      payload: { ...body, slug: 'trang-da-doi' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const r = await web.app.inject({ url: '/news/trang-da-luu' });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('/news/trang-da-doi');
    expect((await web.app.inject({ url: '/news/trang-da-doi' })).statusCode).toBe(200);
    // an address nobody redirected is still the site's 404 page
    expect((await web.app.inject({ url: '/news/khong-co-bai-nay' })).statusCode).toBe(404);
  });
});
