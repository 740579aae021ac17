import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { openAdminScreen } from './support/admin-screens.ts';
import { expectAccessible } from './support/axe.ts';
import { type ApiArticle, authHeaders, createDraft, seoReadyArticle } from './support/news.ts';
import { openPreviewAsVisitor } from './support/preview.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// Issue acceptance for publishing that keeps work and links (decision 042): autosave and its offer, two editors at
// once, revisions restored, old addresses answering 301 in one hop, signed previews that expire.

const tag = () => `pub${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// each walk opens several screens, some in two browsers, and runs axe twice on each new one
test.describe.configure({ timeout: 120_000 });

async function published(request: APIRequestContext, token: string, id: string, overrides = {}) {
  const draft = await createDraft(request, token, overrides, id);
  const response = await request.patch(`/api/news/${draft._id}/publish`, {
    headers: authHeaders(token),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return draft;
}

async function save(
  request: APIRequestContext,
  token: string,
  article: ApiArticle,
  id: string,
  changes = {},
) {
  const response = await request.put(`/api/news/${article._id}`, {
    headers: authHeaders(token),
    data: { ...seoReadyArticle(id), status: 'published', scheduledPublishDate: null, ...changes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A browser context signed in as `role`, on the article's edit screen; `watch` sees the page before it opens. */
async function editorOn(
  browser: Browser,
  role: 'admin' | 'staff',
  articleId: string,
  watch?: (page: Page) => void,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  watch?.(page);
  await signInAs(page, context.request, role);
  await openAdminScreen(page, `/admin/news/edit/${articleId}`);
  return { context, page };
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Nội dung bài viết' });

/** A new draft by the admin, with the admin's token and the walk's tag. */
async function adminDraft(request: APIRequestContext) {
  const { token } = await apiLogin(request, 'admin');
  const id = tag();
  return { token, id, draft: await createDraft(request, token, {}, id) };
}

test('an editor types, the browser is closed without saving, and reopening offers what was typed', async ({
  browser,
  request,
}) => {
  const { draft, id } = await adminDraft(request);
  const first = await editorOn(browser, 'admin', draft._id);
  const typed = `Câu gõ trước khi đóng trình duyệt ${id}`;
  const kept = first.page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/news/${draft._id}/autosave`) &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes(typed),
  );
  await editor(first.page).click();
  await first.page.keyboard.press('End');
  await first.page.keyboard.type(` ${typed}`);
  expect((await kept).status()).toBe(200);
  await expect(first.page.getByTestId('autosave-status')).toContainText('Đã tự động lưu lúc');
  await first.context.close();

  const again = await editorOn(browser, 'admin', draft._id);
  const offer = again.page.getByTestId('autosave-offer');
  await expect(offer).toContainText('Có bản chưa lưu của bài viết này');
  await expect(offer).toContainText(/lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);
  await expect(editor(again.page)).not.toContainText(typed);
  await expectAccessible(again.page, 'edit screen with the autosave offer');
  await offer.getByRole('button', { name: 'Khôi phục bản lưu tự động' }).click();
  await expect(editor(again.page)).toContainText(typed);
  await expect(offer).toBeHidden();
  await again.context.close();
});

test('two editors edit one article: the second save is refused with the difference shown', async ({
  browser,
  request,
}) => {
  const { token } = await apiLogin(request, 'staff');
  const id = tag();
  const draft = await createDraft(request, token, {}, id);
  const admin = await editorOn(browser, 'admin', draft._id);
  const staff = await editorOn(browser, 'staff', draft._id);
  // the second to open sees who else has the article open
  await expect(staff.page.getByTestId('presence')).toContainText('Quản trị viên');

  const theirs = `chenbanquantri${id}`;
  const summary = seoReadyArticle(id).summary;
  await admin.page.getByLabel('Tóm tắt *').fill(`${summary} ${theirs}`);
  await admin.page.getByTestId('article-submit').click();
  await expect(admin.page.getByText('Bản nháp đã được cập nhật thành công')).toBeVisible();

  const mine = `chennhanvien${id}`;
  await staff.page.getByLabel('Tiêu đề *').fill(`${draft.title} ${mine}`);
  await staff.page.getByTestId('article-submit').click();
  const dialog = staff.page.getByRole('dialog', { name: 'Bài viết đã được người khác lưu' });
  await expect(dialog).toContainText('Bài viết đã được người khác lưu sau khi bạn mở');
  await expect(dialog.locator('del[data-change="removed"]', { hasText: theirs })).toBeVisible();
  await expect(dialog.locator('ins[data-change="added"]', { hasText: mine })).toBeVisible();
  await expectAccessible(staff.page, 'stale save dialog');
  // merged by hand: the other's words copied into the form, then saved onto the latest version
  await dialog.getByRole('button', { name: 'Giữ nội dung của tôi để gộp' }).click();
  await staff.page.getByLabel('Tóm tắt *').fill(`${summary} ${theirs}`);
  await staff.page.getByTestId('article-submit').click();
  await expect(staff.page.getByText('Bản nháp đã được cập nhật thành công')).toBeVisible();
  const stored = await request.get(`/api/news/admin/${draft._id}`, { headers: authHeaders(token) });
  const { data } = (await stored.json()) as { data: ApiArticle & { summary: string } };
  expect(data.title).toContain(mine);
  expect(data.summary).toContain(theirs);
  await admin.context.close();
  await staff.context.close();
});

test('a revision from three saves ago is restored and the public page shows it', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'admin');
  const id = tag();
  const article = await published(request, session.token, id);
  const original = seoReadyArticle(id);
  for (const n of ['B', 'C', 'D']) {
    await save(request, session.token, article, id, {
      title: `${original.title} bản ${n}`,
      content: `${original.content}<p>Đoạn thêm của bản ${n}.</p>`,
    });
  }
  await openAdminScreen(page, `/admin/news/edit/${article._id}`);
  const revisions = page.getByTestId('revision');
  // newest first: D, C, B, then the publish three saves ago, then the creation
  await expect(revisions).toHaveCount(5);
  await expect(revisions.nth(0)).toContainText('bản D');
  const threeAgo = revisions.nth(3);
  await expect(threeAgo).toContainText('Xuất bản');
  await threeAgo.getByRole('button', { name: /^Xem khác biệt/ }).click();
  const difference = page.getByRole('dialog', { name: 'Khác biệt với nội dung hiện tại' });
  await expect(difference.locator('ins[data-change="added"]', { hasText: 'bản D' }).first()).toBeVisible();
  await expectAccessible(page, 'revision difference');
  await difference.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  const confirm = page.getByRole('dialog', { name: 'Khôi phục phiên bản này' });
  await confirm.getByRole('button', { name: 'Khôi phục', exact: true }).click();
  await expect(page.getByText('Đã khôi phục phiên bản bài viết')).toBeVisible();
  await expect(page.getByLabel('Tiêu đề *')).toHaveValue(original.title);
  await expect(revisions.nth(0)).toContainText('Khôi phục');

  await page.goto(`/news/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.title);
  await expect(page.getByText('Đoạn thêm của bản D.')).toHaveCount(0);
});

test('a published article whose slug changes twice: its old addresses answer 301 to the newest in one hop', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'admin');
  const id = tag();
  const article = await published(request, session.token, id);
  const moves = [`${article.slug}-moi`, `${article.slug}-moi-nhat`];
  for (const slug of moves) {
    await openAdminScreen(page, `/admin/news/edit/${article._id}`);
    await page.getByLabel('Slug (URL)').fill(slug);
    await page.getByTestId('article-submit').click();
    await expect(page.getByText('Bài viết đã được cập nhật thành công')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/list$/, { timeout: 5000 });
  }
  for (const old of [article.slug, moves[0]]) {
    const response = await request.get(`/news/${old}`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location).toBe(`/news/${moves[1]}`);
  }
  expect((await request.get(`/news/${moves[1]}`, { maxRedirects: 0 })).status()).toBe(200);

  // the 'Chuyển hướng' screen lists them, adds one for any public path and removes it
  await page.goto('/admin/dashboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Chuyển hướng' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await page.getByLabel('Tìm theo địa chỉ').fill(article.slug);
  const rows = page.getByTestId('redirect-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`/news/${moves[1]}`);
  await expectAccessible(page, '/admin/redirects');

  await page.getByRole('link', { name: 'Thêm chuyển hướng' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
  await expect(
    page.getByText('Địa chỉ phải là một đường dẫn trong trang', { exact: false }).first(),
  ).toBeVisible();
  await expectAccessible(page, '/admin/redirects/add');
  const source = `/khuyen-mai-${id}`;
  await page.getByLabel('Địa chỉ cũ').fill(source);
  await page.getByLabel('Địa chỉ mới').fill('/price-list');
  await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
  await expect(page.getByText('Đã thêm chuyển hướng thành công')).toBeVisible();
  const manual = await request.get(source, { maxRedirects: 0 });
  expect(manual.status()).toBe(301);
  expect(manual.headers().location).toBe('/price-list');

  await page.getByLabel('Tìm theo địa chỉ').fill(source);
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: `Xóa ${source}` })
    .click();
  await page.getByRole('dialog', { name: 'Xóa' }).getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(page.getByText('Đã xóa chuyển hướng')).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect((await request.get(source, { maxRedirects: 0 })).status()).toBe(404);
});

test('a preview link opened without a session shows the draft on the public layout, and 404 once expired', async ({
  browser,
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'admin');
  const id = tag();
  const draft = await createDraft(request, session.token, {}, id);
  await openAdminScreen(page, `/admin/news/edit/${draft._id}`);
  const unsaved = `Đoạn chưa lưu để xem trước ${id}`;
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${unsaved}`);
  await page.getByRole('button', { name: 'Xem trước', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Xem trước bài viết' });
  await overlay.getByRole('button', { name: 'Tạo liên kết xem trước' }).click();
  const link = overlay.getByLabel('Liên kết xem trước');
  await expect(link).toHaveValue(/\/news\/preview\//);
  await expectAccessible(page, 'preview dialog with its link');
  const url = await link.inputValue();

  const { visitor, seen } = await openPreviewAsVisitor(browser, url);
  await expect(seen.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect(seen.getByText(unsaved)).toBeVisible();
  expect((await request.get(`/news/${draft.slug}`, { maxRedirects: 0 })).status()).toBe(404);

  // a link asked to live 2 s (shorter than the server's PREVIEW_TTL_SECONDS, never longer): 404 once it expired
  const short = await request.post(`/api/news/${draft._id}/preview`, {
    headers: authHeaders(session.token),
    data: { source: 'article', expiresInSeconds: 2 },
  });
  expect(short.status(), await short.text()).toBe(200);
  const { path, expiresAt } = ((await short.json()) as { data: { path: string; expiresAt: string } }).data;
  expect((await seen.goto(path))?.status()).toBe(200);
  await expect(seen.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect
    .poll(async () => (await visitor.request.get(path)).status(), { timeout: 10_000, intervals: [250] })
    .toBe(404);
  expect(Date.now()).toBeGreaterThanOrEqual(new Date(expiresAt).getTime());
  await visitor.close();
});

test('a new article: the first autosave creates its draft, which reopening offers', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'admin');
  const title = `Bài viết mới tự lưu ${tag()}`;
  await openAdminScreen(page, '/admin/news/add');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/news/autosave') && r.request().method() === 'POST',
  );
  await page.getByLabel('Tiêu đề *').fill(title);
  const response = await created;
  expect(response.status()).toBe(201);
  const { articleId } = ((await response.json()) as { data: { articleId: string } }).data;
  const draft = await request.get(`/api/news/admin/${articleId}`, { headers: authHeaders(session.token) });
  expect(((await draft.json()) as { data: ApiArticle }).data).toMatchObject({ title, status: 'draft' });

  // a title alone: no SEO analysis to wait for
  await page.goto(`/admin/news/edit/${articleId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('autosave-offer')).toBeVisible();
});

// decision 052: an autosave is kept as the form sent it; the offer reads it back cleaned, so script planted in an
// autosave (by a crafted request, not the editor) never runs on the edit screen
test('script planted in an autosave is offered and taken cleaned, and never runs', async ({
  browser,
  request,
}) => {
  const { token, id, draft } = await adminDraft(request);
  const planted = await request.put(`/api/news/${draft._id}/autosave`, {
    headers: authHeaders(token),
    data: {
      title: `Tiêu đề ${id}<script>window.__planted = 'title'</script>`,
      content: `<p>Đoạn an toàn ${id}</p><script>window.__planted = 'script'</script><img src="x" onerror="window.__planted = 'img'"><p onclick="window.__planted = 'click'">bấm</p>`,
    },
  });
  expect(planted.status(), await planted.text()).toBe(200);

  const dialogs: string[] = [];
  let offered: Promise<Response> | undefined;
  const { context, page } = await editorOn(browser, 'admin', draft._id, (page) => {
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    offered = page.waitForResponse(
      (r) => r.url().endsWith(`/api/news/${draft._id}/autosave`) && r.request().method() === 'GET',
    );
  });
  const answer = await (await offered)?.text();
  expect(answer).toContain(`Đoạn an toàn ${id}`);
  expect(answer).not.toMatch(/<script|onerror|onclick|__planted/);
  const offer = page.getByTestId('autosave-offer');
  await offer.getByRole('button', { name: 'Khôi phục bản lưu tự động' }).click();
  await expect(editor(page)).toContainText(`Đoạn an toàn ${id}`);
  await editor(page).getByText('bấm').click();
  expect(await editor(page).innerHTML()).not.toMatch(/<script|onerror|onclick|__planted/);
  expect(await page.evaluate(() => (window as { __planted?: string }).__planted)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await context.close();
});
