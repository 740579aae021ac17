import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, goodArticle, weakArticle } from './news-fixtures.ts';

// spec 001 §4 (state machine), §5 (validation, SEO gate, 5 minutes), §7 (calls), §8 (messages).
let t: TestApp;
let admin: Record<string, string>;
let clock = new Date();
const MINUTE = 60_000;
const later = (ms: number) => new Date(clock.getTime() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
const create = async (body: Json, url = '/api/news') => {
  const r = await call('POST', url, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as Json & { _id: string; slug: string };
};
const row = async (id: string) => (await t.app.pool.query('select * from news where id = $1', [id])).rows[0];
const publicIds = async () =>
  new Set(
    ((await t.app.inject({ url: '/api/news?limit=50' })).json().data as Array<{ _id: string }>).map(
      (a) => a._id,
    ),
  );

describe('POST /api/news: publish now or schedule', () => {
  it('publishes now with the account as author, a slug from the title and the server-computed score', async () => {
    const r = await call('POST', '/api/news', goodArticle({ seoScore: 3, readabilityScore: 1 }));
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body.message).toBe('Bài viết đã được tạo thành công');
    const a = body.data;
    expect(a).toMatchObject({
      status: 'published',
      isDraft: false,
      isDeleted: false,
      author: 'Quản trị viên',
    });
    expect(a.slug).toMatch(/^thiet-ke-website-chuyen-nghiep-so-\d+-cho-doanh-nghiep$/);
    expect(a.seoScore).toBe(100);
    expect(a.publishedDate).toBe(clock.toISOString());
    const stored = await row(a._id);
    const { rows } = await t.app.pool.query('select id from accounts where email = $1', [
      TEST_ACCOUNTS.admin.email,
    ]);
    expect(stored.author_id).toBe(rows[0].id);
    expect(stored.seo_score).toBe(100);
    expect(await publicIds()).toContain(a._id);
  });

  it('refuses to publish or schedule below SEO score 60, whatever score the client claims', async () => {
    for (const status of ['published', 'scheduled']) {
      const r = await call('POST', '/api/news', {
        ...weakArticle({ status, scheduledPublishDate: later(10 * MINUTE) }),
        seoScore: 100,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'SEO_SCORE_TOO_LOW',
        message: 'Vui lòng điền đầy đủ thông tin và cải thiện SEO score (ít nhất 60)',
      });
    }
  });

  it('schedules at least 5 minutes ahead, stored in UTC, hidden from the public until then', async () => {
    const at = new Date(clock.getTime() + 5 * MINUTE);
    // the same instant written with the Vietnamese offset
    const withOffset = new Date(at.getTime() + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
    const a = await create(goodArticle({ status: 'scheduled', scheduledPublishDate: withOffset }));
    expect(a).toMatchObject({ status: 'scheduled', scheduledPublishDate: at.toISOString() });
    expect((await row(a._id)).scheduled_publish_date.getTime()).toBe(at.getTime());
    expect(await publicIds()).not.toContain(a._id);

    const tooSoon = await call(
      'POST',
      '/api/news',
      goodArticle({ status: 'scheduled', scheduledPublishDate: later(5 * MINUTE - 1000) }),
    );
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe('Thời gian hẹn giờ phải cách hiện tại ít nhất 5 phút');
    const noDate = await call('POST', '/api/news', goodArticle({ status: 'scheduled' }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Vui lòng chọn thời gian hẹn giờ đăng');
  });

  it('makes slugs unique, sanitises a typed slug and keeps API path names free', async () => {
    const first = await create(goodArticle({ slug: 'Tin Mới  Nhất!' }));
    const second = await create(goodArticle({ slug: 'tin-moi-nhat' }));
    const third = await create(goodArticle({ slug: 'tin-moi-nhat' }));
    expect([first.slug, second.slug, third.slug]).toEqual([
      'tin-moi-nhat',
      'tin-moi-nhat-2',
      'tin-moi-nhat-3',
    ]);
    expect((await create(goodArticle({ slug: 'trash' }))).slug).toBe('trash-2');
  });

  it('stores sanitised content and plain-text title, summary, keywords and meta', async () => {
    const base = goodArticle();
    const a = await create({
      ...base,
      title: `<b>${base.title}</b><script>alert(1)</script>`,
      summary: '<i>Tóm tắt</i> & <img src=x onerror=alert(1)>mô tả',
      keywords: ['<b>từ khóa</b>', 'từ khóa'],
      content: `${base.content}<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>`,
    });
    expect(a.title).toBe(base.title);
    expect(a.summary).toBe('Tóm tắt & mô tả');
    expect(a.keywords).toEqual(['từ khóa']);
    expect(a.content).not.toMatch(/script|onerror|javascript:/);
    expect(a.content).toContain('<h2 style="text-align:center" data-style="h2">Thiết kế website</h2>');
  });
});

describe('POST /api/news/draft', () => {
  it('saves a draft without the SEO minimum, hidden from the public', async () => {
    const r = await call(
      'POST',
      '/api/news/draft',
      weakArticle({ scheduledPublishDate: later(60 * MINUTE) }),
    );
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('Bản nháp đã được lưu thành công');
    const a = r.json().data;
    expect(a).toMatchObject({ status: 'draft', isDraft: true, publishedDate: null });
    expect(a.seoScore).toBeLessThan(60);
    expect(await publicIds()).not.toContain(a._id);
  });

  it('still needs title, content, summary, type and a valid image (spec 001 §5 messages)', async () => {
    const cases: Array<[Json, string]> = [
      [{ title: '' }, 'Vui lòng nhập ít nhất tiêu đề và nội dung'],
      [{ content: '<p></p>' }, 'Vui lòng nhập ít nhất tiêu đề và nội dung'],
      [{ content: '<script>alert(1)</script>' }, 'Vui lòng nhập ít nhất tiêu đề và nội dung'],
      [{ title: '<b></b><script>x</script>' }, 'Vui lòng nhập ít nhất tiêu đề và nội dung'],
      [{ image: '' }, 'Hình ảnh đại diện là bắt buộc và phải hợp lệ'],
      [{ image: 'javascript:alert(1)' }, 'Ảnh phải là URL hợp lệ hoặc đường dẫn public/images/...'],
      [{ image: 'images/a.jpg' }, 'Ảnh phải là URL hợp lệ hoặc đường dẫn public/images/...'],
    ];
    for (const [override, message] of cases) {
      const r = await call('POST', '/api/news/draft', weakArticle(override));
      expect(r.statusCode, JSON.stringify(override)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message });
    }
  });
});

describe('GET /api/news: public list and admin list', () => {
  it('without a token lists only public articles, 9 per page, even with includeDrafts', async () => {
    const r = await t.app.inject({ url: '/api/news?includeDrafts=true' });
    expect(r.statusCode).toBe(200);
    const { rows } = await t.app.pool.query(
      `select count(*)::int n from news where not is_deleted and status = 'published'`,
    );
    expect(r.json().pagination).toMatchObject({ limit: 9, total: rows[0].n });
    expect(r.json().data[0]).not.toHaveProperty('status');
  });

  it('with includeDrafts and a token lists everything but the trash, 10 per page, with the author', async () => {
    const r = await call('GET', '/api/news/admin/list');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    const { rows } = await t.app.pool.query(`select count(*)::int n from news where not is_deleted`);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: rows[0].n,
      pages: Math.ceil(rows[0].n / 10),
    });
    expect(body.data).toHaveLength(10);
    for (const a of body.data) expect(a.author).toMatch(/\S/);
    const all = (await call('GET', '/api/news/admin/list?limit=50')).json().data as Array<Json>;
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['draft', 'scheduled', 'published']));
    expect(all.every((a) => a.isDeleted === false)).toBe(true);
  });

  it('refuses an invalid token asking for drafts', async () => {
    const r = await call('GET', '/api/news/admin/list', undefined, bearer('not-a-token'));
    expect(r.statusCode).toBe(401);
  });

  it('searches titles ignoring diacritics and case', async () => {
    const a = await create(goodArticle({ title: 'Đánh giá ỨNG DỤNG quản lý bán hàng cho cửa hàng nhỏ' }));
    for (const term of ['ung dung quan ly', 'ỨNG DỤNG', 'danh gia', 'Đánh Giá ứng']) {
      const found = (await call('GET', `/api/news/admin/list?search=${encodeURIComponent(term)}`)).json();
      expect(
        found.data.map((x: Json) => x._id),
        term,
      ).toContain(a._id);
    }
    const none = (await call('GET', '/api/news/admin/list?search=%25')).json();
    expect(none.pagination.total).toBe(0);
    const publicFound = (await t.app.inject({ url: '/api/news?search=ung%20dung%20quan' })).json();
    expect(publicFound.data.map((x: Json) => x._id)).toContain(a._id);
  });
});

describe('GET /api/news/:idOrSlug', () => {
  it('shows a public article by id and by slug to anyone', async () => {
    const a = await create(goodArticle());
    for (const key of [a._id, a.slug]) {
      const r = await t.app.inject({ url: `/api/news/${key}` });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ _id: a._id, status: 'published', authorId: null });
    }
  });

  it('hides drafts from the public, with a token too; the admin route shows them (L5)', async () => {
    const d = await create(weakArticle(), '/api/news/draft');
    const anonymous = await t.app.inject({ url: `/api/news/${d._id}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe('Không tìm thấy bài viết này.');
    expect((await call('GET', `/api/news/${d.slug}`)).statusCode).toBe(404);
    const withToken = await call('GET', `/api/news/admin/${d.slug}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().data.status).toBe('draft');
  });

  it.each([
    '00000000-0000-0000-0000-000000000000',
    'khong-ton-tai',
    'x'.repeat(200),
    '%00',
    '%E0%A4%A',
    "'; drop table news;--",
    '..%2f..%2fetc',
  ])('answers 4xx, never 500, for %s', async (key) => {
    const r = await call('GET', `/api/news/${key}`);
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
  });
});

describe('PUT /api/news/:id', () => {
  it('updates the fields and keeps the original publication date of a published article', async () => {
    const a = await create(goodArticle());
    const body = goodArticle({ title: 'Thiết kế website bán hàng cập nhật cho doanh nghiệp', slug: a.slug });
    clock = new Date(clock.getTime() + MINUTE);
    const r = await call('PUT', `/api/news/${a._id}`, body);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Bài viết đã được cập nhật thành công');
    expect(r.json().data).toMatchObject({ title: body.title, slug: a.slug, publishedDate: a.publishedDate });
  });

  it('moves through the states: draft → scheduled → draft → published', async () => {
    const d = await create(goodArticle({ status: 'draft' }), '/api/news/draft');
    const scheduled = await call(
      'PUT',
      `/api/news/${d._id}`,
      goodArticle({ slug: d.slug, status: 'scheduled', scheduledPublishDate: later(30 * MINUTE) }),
    );
    expect(scheduled.json().data).toMatchObject({
      status: 'scheduled',
      scheduledPublishDate: later(30 * MINUTE),
    });
    // saving the scheduled article again with its unchanged time is allowed even when under 5 minutes remain
    clock = new Date(clock.getTime() + 27 * MINUTE);
    const again = await call(
      'PUT',
      `/api/news/${d._id}`,
      goodArticle({ slug: d.slug, status: 'scheduled', scheduledPublishDate: later(3 * MINUTE) }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const moved = await call(
      'PUT',
      `/api/news/${d._id}`,
      goodArticle({ slug: d.slug, status: 'scheduled', scheduledPublishDate: later(MINUTE) }),
    );
    expect(moved.statusCode).toBe(400);
    const draft = await call('PUT', `/api/news/${d._id}`, goodArticle({ slug: d.slug, status: 'draft' }));
    expect(draft.json()).toMatchObject({
      message: 'Bản nháp đã được cập nhật thành công',
      data: { status: 'draft' },
    });
    const published = await call(
      'PUT',
      `/api/news/${d._id}`,
      goodArticle({ slug: d.slug, status: 'published' }),
    );
    expect(published.json().data).toMatchObject({
      status: 'published',
      publishedDate: clock.toISOString(),
      scheduledPublishDate: null,
    });
  });

  it('refuses to publish a weakened article', async () => {
    const a = await create(goodArticle());
    const r = await call('PUT', `/api/news/${a._id}`, weakArticle({ status: 'published' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('SEO_SCORE_TOO_LOW');
    expect((await row(a._id)).title).toBe(a.title);
  });
});

describe('PATCH /api/news/:id/publish', () => {
  it('publishes a draft now', async () => {
    const d = await create(goodArticle(), '/api/news/draft');
    const r = await call('PATCH', `/api/news/${d._id}/publish`, {});
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Bản nháp đã được xuất bản thành công',
      data: { status: 'published', publishedDate: clock.toISOString() },
    });
    expect(await publicIds()).toContain(d._id);
  });

  it('schedules a draft at least 5 minutes ahead', async () => {
    const d = await create(goodArticle(), '/api/news/draft');
    const soon = await call('PATCH', `/api/news/${d.slug}/publish`, {
      scheduledPublishDate: later(4 * MINUTE),
    });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe('Thời gian hẹn giờ phải cách hiện tại ít nhất 5 phút');
    const r = await call('PATCH', `/api/news/${d.slug}/publish`, { scheduledPublishDate: later(5 * MINUTE) });
    expect(r.json()).toMatchObject({
      message: 'Bản nháp đã được hẹn giờ xuất bản thành công',
      data: { status: 'scheduled', scheduledPublishDate: later(5 * MINUTE) },
    });
  });

  it('publishes a scheduled article now with an empty payload, or no body at all', async () => {
    for (const payload of [{}, undefined]) {
      const s = await create(goodArticle({ status: 'scheduled', scheduledPublishDate: later(60 * MINUTE) }));
      const r = await call('PATCH', `/api/news/${s._id}/publish`, payload);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        message: 'Bài viết đã được xuất bản ngay thành công',
        data: { status: 'published', scheduledPublishDate: null, publishedDate: clock.toISOString() },
      });
      expect(await publicIds()).toContain(s._id);
    }
  });

  it('refuses a published article (409) and a weak draft (400)', async () => {
    const a = await create(goodArticle());
    expect((await call('PATCH', `/api/news/${a._id}/publish`, {})).statusCode).toBe(409);
    const weak = await create(weakArticle(), '/api/news/draft');
    const r = await call('PATCH', `/api/news/${weak._id}/publish`, {});
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('SEO_SCORE_TOO_LOW');
    expect((await row(weak._id)).status).toBe('draft');
  });
});

describe('trash: soft delete, restore, permanent delete', () => {
  it('soft delete stores when and who; the trash shows them; the public no longer sees it', async () => {
    const a = await create(goodArticle());
    const r = await call('DELETE', `/api/news/${a._id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Đã chuyển tin tức vào thùng rác',
      data: { isDeleted: true, deletedAt: clock.toISOString(), deletedBy: 'Quản trị viên' },
    });
    const stored = await row(a._id);
    expect(stored.deleted_at.toISOString()).toBe(clock.toISOString());
    expect(stored.deleted_by).toBe(stored.author_id);
    expect(await publicIds()).not.toContain(a._id);
    const admin = (await call('GET', '/api/news/admin/list?limit=50')).json().data as Json[];
    expect(admin.map((x) => x._id)).not.toContain(a._id);

    // the trash date is the stored one, not "now" (spec 001 §2 describes that weakness of the old version)
    clock = new Date(clock.getTime() + 3 * MINUTE);
    const trash = await call('GET', '/api/news/trash');
    expect(trash.statusCode).toBe(200);
    const entry = (trash.json().data as Json[]).find((x) => x._id === a._id);
    expect(entry).toMatchObject({
      deletedAt: stored.deleted_at.toISOString(),
      deletedBy: 'Quản trị viên',
      isDeleted: true,
    });
    expect(
      (await call('GET', `/api/news/trash?search=${encodeURIComponent(a.title as string)}`)).json().data,
    ).toHaveLength(1);

    expect((await call('DELETE', `/api/news/${a._id}`)).statusCode).toBe(409);
    expect((await call('PUT', `/api/news/${a._id}`, goodArticle())).statusCode).toBe(409);
    expect((await call('PATCH', `/api/news/${a._id}/publish`, {})).statusCode).toBe(409);
  });

  it('restore brings it back as it was and clears the deletion', async () => {
    const a = await create(goodArticle());
    await call('DELETE', `/api/news/${a.slug}`);
    const r = await call('PATCH', `/api/news/${a.slug}/restore`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Đã khôi phục tin tức thành công',
      data: { isDeleted: false, deletedAt: null, deletedBy: null, status: 'published' },
    });
    expect(await publicIds()).toContain(a._id);
    expect((await call('PATCH', `/api/news/${a._id}/restore`, {})).statusCode).toBe(409);
  });

  it('permanent delete works only from the trash', async () => {
    const a = await create(goodArticle());
    const refused = await call('DELETE', `/api/news/${a._id}/permanent`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Chỉ có thể xóa vĩnh viễn bài viết trong thùng rác');
    await call('DELETE', `/api/news/${a._id}`);
    const r = await call('DELETE', `/api/news/${a._id}/permanent`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ success: true, message: 'Đã xóa vĩnh viễn tin tức' });
    expect(await row(a._id)).toBeUndefined();
    expect((await call('GET', `/api/news/${a._id}`)).statusCode).toBe(404);
  });
});

describe('bad input is a 4xx with a Vietnamese message, never a 500', () => {
  it('refuses unknown fields and wrong types', async () => {
    const unknown = await call('POST', '/api/news', goodArticle({ isAdmin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Trường không được hỗ trợ: isAdmin');
    for (const override of [
      { title: 5 },
      { keywords: 'a,b' },
      { type: 'khac' },
      { status: 'deleted' },
      { scheduledPublishDate: '2030-01-01 10:00' },
      { content: null },
    ]) {
      const r = await call('POST', '/api/news', goodArticle(override));
      expect(r.statusCode, JSON.stringify(override)).toBe(400);
      expect(r.json().message).toMatch(/[À-ỹ]/);
    }
    const extra = await call('PATCH', '/api/news/00000000-0000-0000-0000-000000000000/publish', {
      status: 'published',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 404 for unknown and garbage ids on every change', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', '%00%01', 'ổ-cắm']) {
      for (const [method, suffix, payload] of [
        ['PUT', '', goodArticle()],
        ['PATCH', '/publish', {}],
        ['PATCH', '/restore', {}],
        ['DELETE', '', undefined],
        ['DELETE', '/permanent', undefined],
      ] as const) {
        const r = await call(method, `/api/news/${id}${suffix}`, payload);
        expect(r.statusCode, `${method} ${id}${suffix}`).toBe(404);
        expect(r.json().message).toBe('Không tìm thấy bài viết này.');
      }
    }
  });

  it('answers malformed JSON and a non-object body with 400', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(broken.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(list.statusCode).toBe(400);
    expect((await call('GET', '/api/news?includeDrafts=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/news/seo/analyze and GET /api/news/keywords', () => {
  it('analyses what the editor sends', async () => {
    const a = goodArticle();
    const r = await call('POST', '/api/news/seo/analyze', {
      title: a.title,
      content: a.content,
      metaDescription: a.metaDescription,
      focusKeyword: a.focusKeyword,
      slug: 'thiet-ke-website-chuyen-nghiep',
      image: a.image,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      overallScore: 100,
      scoreClass: 'excellent',
      wordCount: 400,
      title: { score: 100, issues: [] },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/news/seo/analyze',
          payload: { title: 'x', content: 'y' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/news/seo/analyze', { content: 'y' })).statusCode).toBe(400);
  });

  it('suggests stored keywords matching the term, ignoring diacritics', async () => {
    const r = await call('GET', '/api/news/keywords?search=thiet%20ke');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Tìm kiếm từ khóa thành công!');
    expect(r.json().data).toContain('thiết kế website');
    const empty = await call('GET', '/api/news/keywords?search=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Vui lòng nhập từ khóa để tìm kiếm');
    expect((await call('GET', '/api/news/keywords')).json().message).toBe(
      'Vui lòng nhập từ khóa để tìm kiếm',
    );
  });
});
