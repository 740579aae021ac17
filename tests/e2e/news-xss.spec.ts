import { expect, test } from '@playwright/test';
import { XSS_CORPUS } from '../integration/news-xss-corpus.ts';
import { authHeaders, createDraft, seoReadyArticle } from './support/news.ts';
import { signInAs } from './support/session.ts';

// Decision 007: every corpus entry, stored through the API as article content, opened on the admin detail
// page in Chromium: no dialog, no payload call (each payload calls window.__xss(n) if it ever runs), no
// navigation away (meta refresh, base href).
test('no XSS corpus entry runs when its article is opened in the admin detail page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const session = await signInAs(page, request, 'admin');
  const run = Date.now().toString(36);
  const articles = [];
  for (const [index, entry] of XSS_CORPUS.entries()) {
    const article = await createDraft(
      request,
      session.token,
      { content: `<p>Mẫu XSS số ${index + 1}</p>${entry.html}`, slug: `xss-${run}-${index + 1}` },
      `xss${run}${index + 1}`,
    );
    articles.push({ article, category: entry.category });
  }

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const target = window as unknown as { __xssHits: number[]; __xss: (n: number) => void };
    target.__xssHits = [];
    target.__xss = (n: number) => target.__xssHits.push(n);
  });

  for (const { article, category } of articles) {
    await page.goto(`/admin/news/detail/${article._id}`);
    const content = page.getByTestId('news-detail-content');
    await expect(content, category).toContainText('Mẫu XSS số');
    // event handlers on failing images and similar need a moment to fire
    await page.waitForTimeout(150);
    const hits = await page.evaluate(() => {
      const target = window as unknown as { __xssHits?: number[]; __xss?: unknown };
      return typeof target.__xss === 'function' ? target.__xssHits : null;
    });
    expect(hits, category).toEqual([]);
    // the page's CSP would also stop inline handlers; the stored HTML must not carry them in the first place
    const risky = await content.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            (attribute) =>
              attribute.name.startsWith('on') ||
              /^\s*(?:javascript|vbscript|data):/i.test(attribute.value) ||
              attribute.name === 'srcdoc',
          )
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
    );
    expect(risky, category).toEqual([]);
    expect(dialogs, category).toEqual([]);
    expect(new URL(page.url()).pathname, category).toBe(`/admin/news/detail/${article._id}`);
    expect(
      await content.locator('script, iframe, object, embed, svg, math, base, meta').count(),
      category,
    ).toBe(0);
  }
});

// No corpus entry executes on the PUBLIC article page either. Each entry is appended to an
// article good enough to publish, published through the API, then opened at /news/{slug} as a visitor.
test('no XSS corpus entry runs on the public article page', async ({ page, request }) => {
  test.setTimeout(300_000);
  const session = await signInAs(page, request, 'admin');
  const run = Date.now().toString(36);
  const slugs: Array<{ slug: string; category: string }> = [];
  for (const [index, entry] of XSS_CORPUS.entries()) {
    const base = seoReadyArticle(`${run}x${index + 1}`);
    const response = await request.post('/api/news', {
      headers: authHeaders(session.token),
      data: {
        ...base,
        content: `${base.content}<p>Mẫu XSS số ${index + 1}</p>${entry.html}`,
        status: 'published',
        scheduledPublishDate: null,
      },
    });
    expect(response.status(), `${entry.category}: ${await response.text()}`).toBe(201);
    slugs.push({ slug: (await response.json()).data.slug, category: entry.category });
  }
  await page.evaluate(() => localStorage.clear());

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const target = window as unknown as { __xssHits: number[]; __xss: (n: number) => void };
    target.__xssHits = [];
    target.__xss = (n: number) => target.__xssHits.push(n);
  });

  for (const { slug, category } of slugs) {
    const response = await page.goto(`/news/${slug}`);
    expect(response?.status(), category).toBe(200);
    const content = page.locator('.article-content');
    await expect(content, category).toContainText('Mẫu XSS số');
    await page.waitForTimeout(150);
    const hits = await page.evaluate(() => (window as unknown as { __xssHits?: number[] }).__xssHits ?? null);
    expect(hits, category).toEqual([]);
    expect(dialogs, category).toEqual([]);
    expect(new URL(page.url()).pathname, category).toBe(`/news/${slug}`);
    expect(
      await content.locator('script, iframe, object, embed, svg, math, base, meta, style, link').count(),
      category,
    ).toBe(0);
  }
});
