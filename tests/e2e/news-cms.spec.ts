import { expect, type Locator, type Page, test } from '@playwright/test';
import { slugify } from '#domain/news/slug.rules.ts';
import {
  authHeaders,
  createDraft,
  getArticle,
  longContent,
  publicSlugs,
  seoReadyArticle,
} from './support/news.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// a 40 × 20 red PNG (made with sharp)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWO4rK8/IIhh1GL90aC+PJq49Eezk/5oAXJ5tMjUH60k9EerRf3hXy0CABNYuU6SxFUDAAAAAElFTkSuQmCC',
  'base64',
);

const tag = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openList(page: Page, search: string) {
  await page.goto('/admin/news/list');
  await waitForHydration(page);
  // wait for the list the search asks for: a new article is already on the unfiltered first page, and acting on
  // it there races the debounced search replacing the rows (a click once met its button between the two)
  const searched = page.waitForResponse(
    (r) =>
      r.url().includes('/api/news/admin/list?') && new URL(r.url()).searchParams.get('search') === search,
  );
  await page.getByLabel('Tìm kiếm theo tiêu đề').fill(search);
  await searched;
  return page.getByTestId('news-row').filter({ hasText: search });
}

// How an article's parts look (computed styles), to compare the editor, its preview and the public page.
function looks(content: Locator) {
  return content.evaluate((root) => {
    const style = (selector: string) => {
      const node = root.querySelector(selector);
      if (!node) return null;
      const s = getComputedStyle(node);
      const list = node.closest('ol, ul');
      return {
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        color: s.color,
        textAlign: s.textAlign,
        listStyle: list ? getComputedStyle(list).listStyleType : '',
      };
    };
    return {
      heading: style('h2'),
      paragraph: style('p[style*="text-align"]'),
      nestedItem: style('ol ol li'),
      nestedBullet: style('ul ul li'),
      link: style('a'),
      tableHead: style('th'),
    };
  });
}

test.describe('news CMS (spec 001 §2, §4, §5, §6)', () => {
  test('an admin writes an article with the toolbar and shortcuts, passes SEO 60 and publishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await signInAs(page, request, 'admin');
    const id = tag();
    const title = `Thiết kế website chuẩn SEO cho doanh nghiệp ${id}`;
    const keyword = 'thiết kế website';

    await page.goto('/admin/news/add');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Tạo bài viết', level: 2 })).toBeVisible();
    const submit = page.getByTestId('article-submit');
    await expect(submit).toBeDisabled();

    // basic info: the slug follows the title; the focus keyword is a title phrase the content repeats (decision
    // 034), so with no content yet nothing is suggested (never the whole title)
    await page.getByLabel('Tiêu đề *').fill(title);
    await expect(page.getByTestId('title-counter')).toContainText(`${[...title].length}/60`);
    await expect(page.getByLabel('Slug (URL)')).toHaveValue(slugify(title));
    await expect(page.getByLabel('Từ khóa chính')).toHaveValue('');
    await page.getByLabel('Từ khóa chính').fill(keyword);
    await page.getByLabel('Loại tin tức *').selectOption('cong-nghe');
    const article = seoReadyArticle(id);
    await page.getByLabel('Tóm tắt *').fill(article.summary);
    await page.getByLabel('Mô tả meta').fill(article.metaDescription);
    const related = page.getByLabel('Từ khóa liên quan (nhấn Enter để thêm)');
    for (const word of ['seo', 'website', 'seo']) {
      await related.fill(word);
      await related.press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Từ khóa liên quan' }).getByRole('listitem')).toHaveCount(2);

    // the editor: text style from the toolbar, marks by shortcut, alignment, lists by markers and Tab
    const editor = page.getByRole('textbox', { name: 'Nội dung bài viết' });
    await editor.click();
    await page.getByLabel('Kiểu văn bản').selectOption('h2');
    await page.keyboard.type('Vì sao cần thiết kế website');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Điểm chính');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Control+i');
    await page.keyboard.type(' nghiêng');
    await page.keyboard.press('Control+i');
    await page.keyboard.press('Control+u');
    await page.keyboard.type(' gạch chân');
    await page.keyboard.press('Control+u');
    await page.keyboard.press('Control+Shift+e');
    await expect(editor.locator('h2[data-style="h2"]')).toHaveText('Vì sao cần thiết kế website');
    await expect(editor.locator('p strong')).toHaveText('Điểm chính');
    await expect(editor.locator('p em')).toHaveText(' nghiêng');
    await expect(editor.locator('p u')).toHaveText(' gạch chân');
    await expect(editor.locator('p[style*="text-align: center"]')).toHaveCount(1);

    // undo and redo
    await page.waitForTimeout(700);
    await page.keyboard.type(' tạm');
    await page.keyboard.press('Control+z');
    await expect(editor).not.toContainText('tạm');
    await page.keyboard.press('Control+y');
    await expect(editor).toContainText('gạch chân tạm');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Shift+l');
    await page.keyboard.type('1. ');
    await page.keyboard.type('Bước một');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Chi tiết bước một');
    await expect(editor.locator('ol[data-list-style="decimal"][data-level="1"]')).toHaveCount(1);
    await expect(editor.locator('ol ol[data-list-style="lower-alpha"][data-level="2"]')).toContainText(
      'Chi tiết bước một',
    );
    // spec 001 §5: no heading inside a list
    await page.getByLabel('Kiểu văn bản').selectOption('h1');
    await expect(page.getByText('Không thể áp dụng Heading hoặc Title trong danh sách')).toBeVisible();
    await editor.locator('ol ol li').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('i. ');
    await page.keyboard.type('La mã');
    await expect(editor.locator('ol[data-list-style="lower-roman"]')).toContainText('La mã');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- ');
    await page.keyboard.type('Ý chính');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ý phụ');
    await expect(editor.locator('ul[data-list-style="disc"]')).toContainText('Ý chính');
    await expect(editor.locator('ul ul[data-list-style="circle"][data-level="2"]')).toContainText('Ý phụ');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // Ctrl+K: the link modal wants both fields
    await page.keyboard.press('Control+k');
    const linkDialog = page.getByRole('dialog', { name: 'Chèn liên kết' });
    await linkDialog.getByRole('button', { name: 'Chèn liên kết' }).click();
    await expect(page.getByText('Vui lòng nhập đầy đủ URL và tiêu đề')).toBeVisible();
    await linkDialog.getByLabel('URL').fill('https://example.com/bang-gia');
    await linkDialog.getByLabel('Tiêu đề liên kết').fill('bảng giá thiết kế');
    await linkDialog.getByRole('button', { name: 'Chèn liên kết' }).click();
    await expect(page.getByText('Link đã được chèn thành công!')).toBeVisible();
    await expect(editor.locator('a[href="https://example.com/bang-gia"]')).toHaveText('bảng giá thiết kế');

    // long enough for the content checks, the keyword about 1 % of the words
    await page.keyboard.press('Enter');
    for (const paragraph of longContent(keyword)) {
      await page.keyboard.insertText(paragraph);
      await page.keyboard.press('Enter');
    }

    // a table, 3 × 3 unless changed
    await page.getByRole('toolbar').getByRole('button', { name: 'Chèn bảng' }).click();
    const tableDialog = page.getByRole('dialog', { name: 'Chèn bảng' });
    await expect(tableDialog.getByLabel('Số hàng')).toHaveValue('3');
    await expect(tableDialog.getByLabel('Số cột')).toHaveValue('3');
    await tableDialog.getByRole('button', { name: 'Chèn bảng' }).click();
    await expect(editor.locator('table tr')).toHaveCount(3);
    await expect(editor.locator('table tr').first().locator('th')).toHaveCount(3);

    // still locked: no featured image yet
    await expect(page.getByTestId('seo-score')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Ảnh đại diện *').fill('khong-hop-le');
    await expect(page.getByText('Ảnh phải là URL hợp lệ hoặc đường dẫn public/images/...')).toBeVisible();
    await page.getByLabel('Ảnh đại diện *').fill(article.image);

    await expect
      .poll(async () => Number(await page.getByTestId('seo-score').textContent()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(60);
    await expect(page.getByTestId('editor-seo-score')).toContainText('/100');
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('Đăng bài viết');

    // the preview overlay shows the search result and the body, looking as it does in the editor
    const inEditor = await looks(editor);
    expect(inEditor.paragraph?.fontSize).toBe('14px'); // spec 001 §9: normal text 14 px
    expect(inEditor.heading?.fontSize).toBe('24px');
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước bài viết' });
    await expect(preview).toContainText(`/news/${slugify(title)}`);
    await expect(preview).toContainText(article.metaDescription);
    await expect(preview.locator('h2[data-style="h2"]')).toBeVisible();
    expect(await looks(preview.locator('.article-content'))).toEqual(inEditor);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await submit.click();
    await expect(page.getByText('Bài viết đã được tạo thành công')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/list$/, { timeout: 5000 });

    // stored as the editor wrote it: styled heading, nested list styles, alignment, link
    const stored = await getArticle(request, session.token, slugify(title));
    expect(stored.status()).toBe(200);
    const { data } = (await stored.json()) as { data: { content: string; status: string; type: string } };
    expect(data.status).toBe('published');
    expect(data.type).toBe('cong-nghe');
    expect(data.content).toMatch(/<h2[^>]*data-style="h2"/);
    expect(data.content).toMatch(/<ol[^>]*data-list-style="lower-alpha"/);
    expect(data.content).toMatch(/<ul[^>]*data-list-style="circle"/);
    expect(data.content).toMatch(/text-align: ?center/);
    expect(data.content).toContain('href="https://example.com/bang-gia"');

    // public: the article page shows the body as the editor did; the list API and the home page's latest news
    await page.goto(`/news/${slugify(title)}`);
    expect(await looks(page.locator('.article-content'))).toEqual(inEditor);
    expect(await publicSlugs(request)).toContain(slugify(title));
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page.getByTestId('home-news').filter({ hasText: title }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  });

  test('the editor uploads images (modal, paste), opens the link modal for a pasted URL and flattens pasted HTML', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/news/add');
    await waitForHydration(page);
    const editor = page.getByRole('textbox', { name: 'Nội dung bài viết' });
    await editor.click();

    // the title style: 36 px, centred, marked for the public page
    await page.getByLabel('Kiểu văn bản').selectOption('title');
    await page.keyboard.type('Tiêu đề lớn');
    await expect(editor.locator('h1[data-style="title"]')).toHaveAttribute('style', /font-size: 36px/);
    await expect(editor.locator('h1[data-style="title"]')).toHaveAttribute('style', /text-align: center/);
    await page.keyboard.press('Enter');

    // image modal: a file that is not an image is refused, a picture is uploaded and inserted
    await page.getByRole('toolbar').getByRole('button', { name: 'Chèn hình ảnh' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Chèn hình ảnh' });
    await expect(imageDialog).toContainText('max 800x400px');
    await imageDialog
      .getByLabel('Chọn ảnh để chèn')
      .setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') });
    await expect(page.getByText('Vui lòng chọn file ảnh hợp lệ')).toBeVisible();
    await imageDialog
      .getByLabel('Chọn ảnh để chèn')
      .setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Ảnh đã được chèn thành công!')).toBeVisible();
    await expect(imageDialog).toBeHidden();
    await expect(editor.locator('img[src^="/api/public/images/"]')).toHaveCount(1);

    // a pasted picture is uploaded too
    await editor.focus();
    await page.keyboard.press('Control+End');
    await editor.evaluate(
      (element, bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'dan.png', { type: 'image/png' }));
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      [...PNG],
    );
    await expect(editor.locator('img[src^="/api/public/images/"]')).toHaveCount(2);

    // a pasted address opens the link modal with it
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'https://example.com/tai-lieu');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const linkDialog = page.getByRole('dialog', { name: 'Chèn liên kết' });
    await expect(linkDialog.getByLabel('URL')).toHaveValue('https://example.com/tai-lieu');
    await page.keyboard.press('Escape');

    // pasted HTML becomes paragraphs
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<div class="x">Dòng một</div><div>Dòng hai<br><br>Dòng ba</div>');
      data.setData('text/plain', 'Dòng một Dòng hai Dòng ba');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    for (const line of ['Dòng một', 'Dòng hai', 'Dòng ba']) {
      await expect(editor.locator('p', { hasText: line })).toHaveText(line);
    }
    await expect(editor.locator('[class="x"]')).toHaveCount(0);

    // the featured image: upload, then the preview with its size and a way to remove it
    await page
      .getByLabel('Chọn ảnh đại diện')
      .setInputFiles({ name: 'dai-dien.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Tải ảnh đại diện thành công')).toBeVisible();
    await expect(page.getByLabel('Ảnh đại diện *')).toHaveValue(/^public\/images\/.+\.jpg$/);
    await expect(page.getByTestId('featured-image-info')).toContainText('40 × 20px');
    await expect(page.getByTestId('featured-image-info')).toContainText('image/jpeg');
    await page.getByRole('button', { name: 'Xóa ảnh' }).click();
    await expect(page.getByLabel('Ảnh đại diện *')).toHaveValue('');
  });

  test('the toolbar sets font size, colours, strike, quote, indent and an upper-alpha list', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/news/add');
    await waitForHydration(page);
    const editor = page.getByRole('textbox', { name: 'Nội dung bài viết' });
    const toolbar = page.getByRole('toolbar');
    await editor.click();

    // spec 001 §9: the sizes 8 to 72, 14 by default
    await expect(page.getByLabel('Cỡ chữ')).toHaveValue('14');
    await page.getByLabel('Cỡ chữ').selectOption('18');
    await page.keyboard.type('Chữ lớn');
    await expect(editor.locator('span[style*="font-size: 18px"]')).toHaveText('Chữ lớn');
    await page.keyboard.press('Shift+Home');
    await page.getByLabel('Màu chữ').fill('#e53935');
    await page.getByLabel('Màu nền').fill('#ffeb3b');
    await expect(editor.locator('span[style*="color: rgb(229, 57, 53)"]')).toHaveText('Chữ lớn');
    await expect(editor.locator('span[style*="background-color: rgb(255, 235, 59)"]')).toHaveText('Chữ lớn');
    await toolbar.getByRole('button', { name: 'Gạch ngang' }).click();
    await expect(editor.locator('s')).toHaveText('Chữ lớn');
    // the pickers show the colour under the cursor
    await expect(page.getByLabel('Màu chữ')).toHaveValue('#e53935');

    await page.keyboard.press('End');
    await toolbar.getByRole('button', { name: 'Tăng thụt lề (Tab)' }).click();
    await toolbar.getByRole('button', { name: 'Tăng thụt lề (Tab)' }).click();
    await expect(editor.locator('p[data-indent="2"]')).toHaveAttribute('style', /margin-left: 80px/);
    await toolbar.getByRole('button', { name: 'Giảm thụt lề (Shift+Tab)' }).click();
    await expect(editor.locator('p[data-indent="1"]')).toHaveAttribute('style', /margin-left: 40px/);

    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Trích dẫn' }).click();
    await page.keyboard.type('Lời trích dẫn');
    await expect(editor.locator('blockquote')).toHaveText('Lời trích dẫn');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await page.keyboard.type('A. ');
    await page.keyboard.type('Mục A');
    await expect(editor.locator('ol[data-list-style="upper-alpha"]')).toContainText('Mục A');
    await toolbar.getByRole('button', { name: 'Danh sách đánh số' }).click();
    await expect(editor.locator('ol')).toHaveCount(0);
    await toolbar.getByRole('button', { name: 'Danh sách dấu đầu dòng' }).click();
    await expect(editor.locator('ul[data-list-style="disc"][data-level="1"]')).toContainText('Mục A');
  });

  test('a selection made just before leaving for the colour picker is the one coloured', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/news/add');
    await waitForHydration(page);
    const editor = page.getByRole('textbox', { name: 'Nội dung bài viết' });
    await editor.click();
    await page.keyboard.type('Chữ đỏ');
    // The text is selected and the picker focused in one task, before the page's selectionchange event reaches the
    // editor: what a quick hand or a loaded machine does between Shift+Home and the picker.
    await page.evaluate(() => {
      const text = document.querySelector('[aria-label="Nội dung bài viết"] p')?.firstChild;
      if (!text?.textContent) throw new Error('no text in the editor');
      document.getSelection()?.setBaseAndExtent(text, 0, text, text.textContent.length);
      document.querySelector<HTMLInputElement>('input[aria-label="Màu chữ"]')?.focus();
    });
    await page.getByLabel('Màu chữ').fill('#e53935');
    await expect(editor.locator('span[style*="color: rgb(229, 57, 53)"]')).toHaveText('Chữ đỏ');
  });

  test('a draft is scheduled from its edit screen, counts down, and is published now from the list', async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, 'admin');
    const id = tag();
    const draft = await createDraft(request, session.token, {}, id);

    await page.goto(`/admin/news/edit/${draft.slug}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Lưu bản nháp')).toBeChecked();
    await page.getByLabel('Hẹn giờ đăng').check();
    const when = page.getByLabel('Thời gian đăng');
    // spec 001 §4: the minimum allowed time is prefilled
    await expect(when).not.toHaveValue('');
    const min = await when.getAttribute('min');
    expect(await when.inputValue()).toBe(min);
    await when.fill(localInput(Date.now() + 10 * 60_000));
    await expect(page.getByTestId('article-submit')).toBeEnabled({ timeout: 10_000 });
    await page.getByTestId('article-submit').click();
    await expect(page.getByText('Bài viết đã được cập nhật thành công')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/list$/, { timeout: 5000 });

    const row = await openList(page, draft.title);
    await expect(row.getByTestId('news-status')).toHaveText('Đang chờ');
    const countdown = row.getByTestId('news-countdown');
    await expect(countdown).toHaveText(/^(9|10)m \d{2}s nữa$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
    expect(await publicSlugs(request)).not.toContain(draft.slug);

    await row.getByRole('button', { name: 'Xuất bản ngay' }).click();
    await expect(row.getByTestId('news-status')).toHaveText('Đã đăng');
    await expect(row.getByTestId('news-countdown')).toHaveText('Đã xuất bản');
    expect(await publicSlugs(request)).toContain(draft.slug);
  });

  test('a draft is published from the list modal, now or at a time', async ({ page, request }) => {
    const session = await signInAs(page, request, 'admin');
    const id = tag();
    const draft = await createDraft(request, session.token, {}, id);

    const row = await openList(page, draft.title);
    await expect(row.getByTestId('news-status')).toHaveText('Bản nháp');
    await expect(row.getByTestId('news-countdown')).toHaveText('Không hẹn');
    await row.getByRole('button', { name: 'Xuất bản bản nháp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xuất bản bản nháp' });
    const when = dialog.getByLabel('Hẹn giờ xuất bản (tùy chọn)');
    await expect(dialog.getByRole('button', { name: 'Xuất bản ngay' })).toBeVisible();
    await when.fill(localInput(Date.now() + 60_000));
    await expect(dialog.getByRole('button', { name: 'Hẹn giờ xuất bản' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hẹn giờ xuất bản' }).click();
    await expect(page.getByText('Thời gian hẹn giờ phải cách hiện tại ít nhất 5 phút')).toBeVisible();
    await when.fill('');
    await dialog.getByRole('button', { name: 'Xuất bản ngay' }).click();
    await expect(page.getByText('Bản nháp đã được xuất bản thành công')).toBeVisible();
    await expect(row.getByTestId('news-status')).toHaveText('Đã đăng');
    expect(await publicSlugs(request)).toContain(draft.slug);

    // the detail page shows the published article with its cards
    await row.getByRole('link', { name: draft.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/detail/${draft.slug}$`));
    await expect(page.getByTestId('news-detail-title')).toHaveText(draft.title);
    await expect(page.getByTestId('news-status')).toHaveText('Đã đăng');
    await expect(page.getByText(draft._id)).toBeVisible();
  });

  test('trash, restore and delete for good, with the stored deletion date', async ({ page, request }) => {
    const session = await signInAs(page, request, 'admin');
    const draft = await createDraft(request, session.token, {}, tag());

    let row = await openList(page, draft.title);
    const trashBefore = await request.get('/api/news/trash', { headers: authHeaders(session.token) });
    const before = ((await trashBefore.json()) as { data: unknown[] }).data.length;
    await row.getByRole('button', { name: 'Chuyển vào thùng rác' }).click();
    await page
      .getByRole('dialog', { name: 'Chuyển vào thùng rác' })
      .getByRole('button', { name: 'Chuyển vào thùng rác' })
      .click();
    await expect(page.getByText('Đã chuyển tin tức vào thùng rác')).toBeVisible();
    await expect(row).toHaveCount(0);
    // the trash counter follows
    await expect(page.getByTestId('news-trash-count')).toHaveText(String(before + 1));

    const stored = (await (await getArticle(request, session.token, draft._id)).json()) as {
      data: { deletedAt: string; deletedBy: string | null };
    };
    await page.getByRole('link', { name: 'Thùng rác' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/trash$/);
    await page.getByLabel('Tìm kiếm theo tiêu đề').fill(draft.title);
    const trashRow = page.getByTestId('trash-row').filter({ hasText: draft.title });
    await expect(trashRow).toHaveCount(1);
    // the stored date, not "now": the minute the server recorded
    const deletedAt = new Date(stored.data.deletedAt);
    const expected = new Intl.DateTimeFormat('vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    }).format(deletedAt);
    await expect(trashRow.getByTestId('trash-deleted-at')).toContainText(expected);
    if (stored.data.deletedBy)
      await expect(trashRow.getByTestId('trash-deleted-at')).toContainText(stored.data.deletedBy);

    await trashRow.getByRole('button', { name: 'Khôi phục' }).click();
    await page
      .getByRole('dialog', { name: 'Khôi phục tin tức' })
      .getByRole('button', { name: 'Khôi phục' })
      .click();
    await expect(page.getByText('Đã khôi phục tin tức thành công')).toBeVisible();
    await expect(trashRow).toHaveCount(0);

    row = await openList(page, draft.title);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Chuyển vào thùng rác' }).click();
    await page
      .getByRole('dialog', { name: 'Chuyển vào thùng rác' })
      .getByRole('button', { name: 'Chuyển vào thùng rác' })
      .click();
    await expect(row).toHaveCount(0);

    await page.goto('/admin/news/trash');
    await waitForHydration(page);
    await page.getByLabel('Tìm kiếm theo tiêu đề').fill(draft.title);
    await expect(page.getByTestId('trash-row')).toHaveCount(1);
    await trashRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Xóa vĩnh viễn \(1\)$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Xóa vĩnh viễn' });
    await expect(confirm).toContainText('không thể hoàn tác');
    await confirm.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
    await expect(page.getByText('Đã xóa vĩnh viễn tin tức')).toBeVisible();
    await expect(trashRow).toHaveCount(0);
    expect((await getArticle(request, session.token, draft._id)).status()).toBe(404);
  });

  test('the detail page of a trashed article shows "Đã xóa" and deleting it for good returns to the list', async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, 'admin');
    const draft = await createDraft(request, session.token, {}, tag());
    const trashed = await request.delete(`/api/news/${draft._id}`, { headers: authHeaders(session.token) });
    expect(trashed.status()).toBe(200);

    await page.goto(`/admin/news/detail/${draft._id}`);
    await waitForHydration(page);
    await expect(page.getByTestId('news-status')).toHaveText('Đã xóa');
    await expect(page.getByRole('button', { name: 'Khôi phục' })).toBeVisible();
    await page.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
    await page
      .getByRole('dialog', { name: 'Xóa vĩnh viễn' })
      .getByRole('button', { name: 'Xóa vĩnh viễn' })
      .click();
    await expect(page.getByText('Đã xóa vĩnh viễn tin tức')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/list$/);
    expect((await getArticle(request, session.token, draft._id)).status()).toBe(404);
  });

  test('the list pages 10 at a time with numbered buttons and "Trang x / y"', async ({ page, request }) => {
    const session = await signInAs(page, request, 'admin');
    const response = await request.get('/api/news/admin/list?page=1&limit=10', {
      headers: authHeaders(session.token),
    });
    const { pagination } = (await response.json()) as { pagination: { total: number; pages: number } };
    // enough articles for a second page, whatever ran before
    for (let i = pagination.total; i <= 10; i += 1) await createDraft(request, session.token, {}, tag());
    const pages = Math.max(2, pagination.pages);

    await page.goto('/admin/news/list');
    await waitForHydration(page);
    await expect(page.getByTestId('news-page-label')).toHaveText(new RegExp(`^Trang 1 / ${pages}$`));
    await expect(page.getByTestId('news-row')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Trước' })).toBeDisabled();
    await page.getByRole('button', { name: 'Sau' }).click();
    await expect(page.getByTestId('news-page-label')).toHaveText(new RegExp(`^Trang 2 / ${pages}$`));
    await expect(page.getByTestId('news-row').first().locator('td').nth(1)).toHaveText('11');
    await page
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('button', { name: '1', exact: true })
      .click();
    await expect(page.getByTestId('news-page-label')).toHaveText(new RegExp(`^Trang 1 / ${pages}$`));
  });

  test("a staff user sees the admin's article with disabled actions and the permission message", async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, 'admin');
    const draft = await createDraft(request, admin.token, {}, tag());
    await signInAs(page, request, 'staff');

    const row = await openList(page, draft.title);
    await expect(row).toHaveCount(1);
    for (const [name, message] of [
      ['Chỉnh sửa', 'Bạn không có quyền sửa bài viết này'],
      ['Xuất bản bản nháp', 'Bạn không có quyền xuất bản bài viết này'],
      ['Chuyển vào thùng rác', 'Bạn không có quyền xóa bài viết này'],
    ] as const) {
      const button = row.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('title', message);
      // it looks disabled (aria-disabled) yet answers a click with the reason
      await button.click({ force: true });
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // opening the edit screen directly: the reason shows and the form does not save
    await page.goto(`/admin/news/edit/${draft.slug}`);
    await waitForHydration(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bạn không có quyền sửa bài viết này' }),
    ).toBeVisible();
    await expect(page.getByTestId('article-submit')).toBeDisabled();

    // and the server refuses the same action
    const staff = await apiLogin(request, 'staff');
    const refused = await request.delete(`/api/news/${draft._id}`, { headers: authHeaders(staff.token) });
    expect(refused.status()).toBe(403);
  });
});

const browserClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** A datetime-local value in the browser's time zone (playwright.config.ts: Asia/Ho_Chi_Minh). */
function localInput(ms: number): string {
  const parts = Object.fromEntries(browserClock.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
