import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOtherStaff, goodArticle, loginAs, OTHER_STAFF } from './news-fixtures.ts';

// spec 001 §6, enforced on the server: admin may change any article; staff only those whose
// author account is theirs; the public nothing. Checked by id and by slug.
let t: TestApp;
const tokens: Record<'admin' | 'staff' | 'other', Record<string, string>> = {
  admin: {},
  staff: {},
  other: {},
};
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  await createOtherStaff(t.app);
  tokens.admin = bearer(await login(t.app, 'admin'));
  tokens.staff = bearer(await login(t.app, 'staff'));
  tokens.other = bearer(await loginAs(t.app, OTHER_STAFF));
  const { rows } = await t.app.pool.query('select id from accounts where email = $1', [
    TEST_ACCOUNTS.staff.email,
  ]);
  staffId = rows[0].id;
});
afterAll(async () => {
  await t.close();
});

type Article = { _id: string; slug: string };
async function articleBy(who: 'admin' | 'staff', status: 'published' | 'draft' = 'draft'): Promise<Article> {
  const url = status === 'draft' ? '/api/news/draft' : '/api/news';
  const r = await t.app.inject({
    method: 'POST',
    url,
    headers: tokens[who],
    payload: goodArticle({ status }),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}
const trash = (who: 'admin' | 'staff', a: Article) =>
  t.app.inject({ method: 'DELETE', url: `/api/news/${a._id}`, headers: tokens[who] });

/** Each change, with the state it needs prepared by the author, and the action word of the refusal. */
const OPERATIONS = [
  {
    name: 'edit',
    action: 'sửa',
    method: 'PUT',
    suffix: '',
    payload: () => goodArticle(),
    prepare: async () => {},
  },
  {
    name: 'publish',
    action: 'xuất bản',
    method: 'PATCH',
    suffix: '/publish',
    payload: () => ({}),
    prepare: async () => {},
  },
  {
    name: 'trash',
    action: 'xóa',
    method: 'DELETE',
    suffix: '',
    payload: () => undefined,
    prepare: async () => {},
  },
  {
    name: 'restore',
    action: 'khôi phục',
    method: 'PATCH',
    suffix: '/restore',
    payload: () => ({}),
    prepare: (who: 'admin' | 'staff', a: Article) => trash(who, a),
  },
  {
    name: 'delete permanently',
    action: 'xóa vĩnh viễn',
    method: 'DELETE',
    suffix: '/permanent',
    payload: () => undefined,
    prepare: (who: 'admin' | 'staff', a: Article) => trash(who, a),
  },
] as const;

const run = (op: (typeof OPERATIONS)[number], key: string, headers: Record<string, string>) =>
  t.app.inject({
    method: op.method,
    url: `/api/news/${key}${op.suffix}`,
    headers,
    ...(op.payload() === undefined ? {} : { payload: op.payload() }),
  });

describe.each(OPERATIONS)('$name', (op) => {
  it.each(['_id', 'slug'] as const)('staff get 403 on an article by another author (by %s)', async (key) => {
    const mine = await articleBy('admin');
    await op.prepare('admin', mine);
    const r = await run(op, mine[key], tokens.staff);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({
      success: false,
      message: `Bạn không có quyền ${op.action} bài viết này`,
    });
    const theirs = await articleBy('staff');
    await op.prepare('staff', theirs);
    const other = await run(op, theirs[key], tokens.other);
    expect(other.statusCode).toBe(403);
  });

  it.each(['_id', 'slug'] as const)(
    'the staff author may do it on their own article (by %s)',
    async (key) => {
      const mine = await articleBy('staff');
      await op.prepare('staff', mine);
      const r = await run(op, mine[key], tokens.staff);
      expect(r.statusCode, r.body).toBe(200);
    },
  );

  it.each(['_id', 'slug'] as const)('admin may do it on a staff article (by %s)', async (key) => {
    const theirs = await articleBy('staff');
    await op.prepare('staff', theirs);
    const r = await run(op, theirs[key], tokens.admin);
    expect(r.statusCode, r.body).toBe(200);
  });

  it('anonymous callers get 401', async () => {
    const a = await articleBy('admin');
    await op.prepare('admin', a);
    for (const key of [a._id, a.slug]) {
      const r = await run(op, key, {});
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe('Vui lòng đăng nhập để tiếp tục');
    }
  });
});

describe('ownership is the author account, not the name', () => {
  it('a staff member renamed like another author still cannot touch that author’s articles', async () => {
    const theirs = await articleBy('staff');
    await t.app.pool.query(`update accounts set full_name = 'Nguyễn Thị Biên Tập' where email = $1`, [
      OTHER_STAFF.email,
    ]);
    const r = await t.app.inject({ method: 'DELETE', url: `/api/news/${theirs._id}`, headers: tokens.other });
    expect(r.statusCode).toBe(403);
  });

  it('seeded staff articles belong to the staff account', async () => {
    const { rows } = await t.app.pool.query(
      `select id, slug from news where author_id = $1 and not is_deleted limit 1`,
      [staffId],
    );
    expect(rows).toHaveLength(1);
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/api/news/${rows[0].slug}/restore`,
      headers: tokens.staff,
    });
    // allowed to try, refused only because it is not in the trash
    expect(r.statusCode).toBe(409);
  });
});

describe('reading', () => {
  it('staff may view any article, drafts of others included, and the trash', async () => {
    const draft = await articleBy('admin');
    for (const key of [draft._id, draft.slug]) {
      const r = await t.app.inject({ url: `/api/news/admin/${key}`, headers: tokens.staff });
      expect(r.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/news/trash', headers: tokens.staff })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/news/admin/list', headers: tokens.staff })).json().data[0],
    ).toHaveProperty('status');
  });

  it('anonymous callers cannot read the trash, keywords, SEO analysis, nor a draft', async () => {
    const draft = await articleBy('admin');
    expect((await t.app.inject({ url: `/api/news/${draft.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/news/trash' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/news/keywords?search=web' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/news', payload: goodArticle() })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/news/draft', payload: goodArticle() })).statusCode,
    ).toBe(401);
  });

  it('every news route declares its policy and is documented', async () => {
    const news = t.app.routeAccess.filter((p) => p.url.startsWith('/api/news'));
    const byRoute = Object.fromEntries(
      news.map((p) => [
        `${p.method} ${p.url}`,
        p.access.kind === 'permission' ? p.access.permission : p.access.kind,
      ]),
    );
    expect(byRoute).toMatchObject({
      'GET /api/news': 'public',
      'GET /api/news/:id': 'public',
      'GET /api/news/trash': 'news.write.own',
      'POST /api/news': 'news.write.own',
      'POST /api/news/draft': 'news.write.own',
      'PUT /api/news/:id': 'news.write.own',
      'PATCH /api/news/:id/publish': 'news.publish',
      'DELETE /api/news/:id': 'news.write.own',
      'PATCH /api/news/:id/restore': 'news.write.own',
      'DELETE /api/news/:id/permanent': 'news.write.own',
      'POST /api/news/upload': 'news.write.own',
      'POST /api/news/seo/analyze': 'news.write.own',
      'GET /api/news/keywords': 'news.write.own',
    });
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/news',
        '/api/news/{id}',
        '/api/news/{id}/publish',
        '/api/news/upload',
        '/api/news/seo/analyze',
      ]),
    );
  });
});

// the rule reads permissions, not the role's name — an editor role holding news.write.any changes any
// article without being an admin; the permission taken away, the same account is refused at its next request.
describe('a custom editor role (news.write.any)', () => {
  it('edits the admin’s article, and is refused once the role is gone', async () => {
    const article = await articleBy('admin');
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: tokens.admin,
      payload: { name: 'Biên tập viên', permissions: ['news.write.any', 'news.publish'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const give = (roles: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${staffId}/roles`,
        headers: tokens.admin,
        payload: { roles },
      });
    expect((await give([role.json().data._id])).statusCode).toBe(200);
    const editor = bearer(await login(t.app, 'staff'));
    const edit = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/news/${article._id}`,
        headers: editor,
        payload: goodArticle(),
      });
    expect((await edit()).statusCode).toBe(200);

    const roles = await t.app.inject({ method: 'GET', url: '/api/roles', headers: tokens.admin });
    const staffRole = roles.json().data.find((r: { key: string | null }) => r.key === 'staff');
    expect((await give([staffRole._id])).statusCode).toBe(200);
    const after = await edit();
    // a lost permission ends the old token; signed in again, the staff role may not edit the admin's article
    expect(after.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/news/${article._id}`,
      headers: bearer(await login(t.app, 'staff')),
      payload: goodArticle(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Bạn không có quyền sửa bài viết này');
  });
});
