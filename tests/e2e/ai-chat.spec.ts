import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// spec 000 §2, §4, §8, §9: the AI assistant's widget in Chromium. Every message of this file
// comes from one address, and the server allows 10 a minute: the tests run in order and the limit test is last.
test.describe.configure({ mode: 'serial' });

const ASSISTANT_PANEL = 'section[aria-label="Trợ lý AI"]';

async function openAssistant(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Trợ lý AI' }).click();
  const panel = page.getByRole('region', { name: 'Trợ lý AI' });
  await expect(panel.getByRole('textbox', { name: 'Nhập câu hỏi cho trợ lý AI' })).toBeVisible();
  return panel;
}

async function askInPanel(panel: ReturnType<Page['getByRole']>, question: string) {
  const input = panel.getByRole('textbox', { name: 'Nhập câu hỏi cho trợ lý AI' });
  await input.fill(question);
  await input.press('Enter');
}

test('the panel loads only when opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const before = scripts.length;
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.some((b) => b.includes('Nhập câu hỏi cho trợ lý AI'))).toBe(false);
  await page.getByRole('button', { name: 'Trợ lý AI' }).click();
  await expect(page.getByRole('textbox', { name: 'Nhập câu hỏi cho trợ lý AI' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  // opening it stays light: no zod (the server checks what the widget sends)
  const opened = await Promise.all(
    scripts.slice(before).map(async (url) => (await page.request.get(url)).text()),
  );
  expect(opened.some((b) => b.includes('ZodError'))).toBe(false);
});

test('chips show before the first message and vanish once the input is focused', async ({ page }) => {
  const panel = await openAssistant(page);
  const chips = panel.getByRole('list', { name: 'Gợi ý câu hỏi' });
  await expect(chips.getByRole('button', { name: 'Làm website giá bao nhiêu?' })).toBeVisible();
  // no person offered before the first message: only suggestion chips
  await expect(panel.getByRole('button', { name: 'Gặp nhân viên' })).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Nhập câu hỏi cho trợ lý AI' }).focus();
  await expect(chips).toHaveCount(0);
});

test('answers a question typed with and without diacritics, with a typing indicator, and keeps the history', async ({
  page,
}) => {
  const panel = await openAssistant(page, '/price-list');
  // hold the answer a moment to see the typing indicator
  await page.route('**/api/chat/message', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await askInPanel(panel, 'Làm website giá bao nhiêu?');
  await expect(panel.getByTestId('ai-typing')).toBeVisible();
  const log = panel.getByRole('log');
  await expect(log).toContainText('5.000.000 đ');
  await expect(panel.getByTestId('ai-typing')).toHaveCount(0);
  // the answer's suggestions come back as chips
  await expect(panel.getByRole('list', { name: 'Gợi ý câu hỏi' })).toBeVisible();

  await askInPanel(panel, 'so dien thoai hotline cong ty la gi');
  await expect(log).toContainText('028 7300 6868');

  // a new page: the session's history comes back
  const again = await openAssistant(page, '/');
  await expect(again.getByRole('log')).toContainText('Làm website giá bao nhiêu?');
  await expect(again.getByRole('log')).toContainText('028 7300 6868');

  // feedback: helpful, then thanks
  await again.getByRole('button', { name: 'Hữu ích', exact: true }).last().click();
  await expect(again).toContainText('Cảm ơn bạn đã góp ý!');
});

test('a question it does not know gets the fallback, which hands the conversation to the live support chat', async ({
  page,
}) => {
  const panel = await openAssistant(page);
  await page.evaluate(() => {
    // records what the AI assistant hands over (the live chat widget takes the same event)
    window.addEventListener('site:open-live-chat', (e) => {
      (window as unknown as { handoff: unknown }).handoff = (e as CustomEvent).detail;
    });
  });
  // a greeting is answered in kind, not with the fallback
  await askInPanel(panel, 'Xin chào shop');
  await expect(panel.getByRole('log')).toContainText('Xin chào! Mình là trợ lý AI');
  await expect(panel.getByRole('button', { name: 'Gặp nhân viên' })).toHaveCount(0);
  await askInPanel(panel, 'Giá vàng hôm nay bao nhiêu?');
  await expect(panel.getByRole('log')).toContainText('chưa hiểu rõ câu hỏi');
  await expect(panel.getByRole('log')).toContainText('028 7300 6868');
  await expectNoViolations(page, 'assistant panel after a fallback', { include: ASSISTANT_PANEL });

  await panel.getByRole('button', { name: 'Gặp nhân viên' }).click();
  // the live support widget opens in its place, with the conversation so far
  await expect(page.getByRole('region', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trợ lý AI' })).toHaveCount(0);
  const handoff = await page.evaluate(
    () => (window as unknown as { handoff: { transcript: unknown[] } }).handoff,
  );
  expect(handoff.transcript).toEqual(
    expect.arrayContaining([
      { from: 'visitor', text: 'Giá vàng hôm nay bao nhiêu?' },
      expect.objectContaining({ from: 'bot' }),
    ]),
  );
});

test("with no live chat to take the conversation, 'Gặp nhân viên' opens the consultation page", async ({
  page,
}) => {
  // registered before the page's own scripts: the event stops here, whatever live chat the page has
  await page.addInitScript(() => {
    window.addEventListener('site:open-live-chat', (e) => e.stopImmediatePropagation());
  });
  const panel = await openAssistant(page);
  await askInPanel(panel, 'Tỷ giá đô la hôm nay?');
  await panel.getByRole('button', { name: 'Gặp nhân viên' }).click();
  await expect(page).toHaveURL(/\/advise$/);
});

test("a failed send shows the 'Lỗi kết nối' apology with the hotline, e-mail and messaging contact", async ({
  page,
}) => {
  const panel = await openAssistant(page);
  await page.route('**/api/chat/message', (route) => route.abort('connectionrefused'));
  await askInPanel(panel, 'Quy trình làm việc như thế nào?');
  await expect(panel.getByText('Lỗi kết nối', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: '028 7300 6868' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'contact@saovietsoft.vn' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /zalo\.me/ })).toBeVisible();
});

test('the panel works with the keyboard and passes axe', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Trợ lý AI' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Trợ lý AI' });
  await expect(panel.getByRole('textbox')).toBeVisible();
  await expectNoViolations(page, 'assistant panel opened from the keyboard', { include: ASSISTANT_PANEL });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('chat statistics: five cards, the information panel, refresh, axe', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await page.goto('/admin/chat/stats');
  const cards = page.getByRole('list', { name: 'Số liệu trò chuyện' });
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  const total = Number((await page.getByTestId('chat-stat-totalMessages').textContent())?.replace(/\D/g, ''));
  // the seed's five and this file's questions so far
  expect(total).toBeGreaterThanOrEqual(8);
  await expect(page.getByText('Tất cả tin nhắn đều được lưu lại.')).toBeVisible();
  await expect(page.getByText(/10 tin nhắn mỗi phút/)).toBeVisible();
  await page.getByRole('button', { name: 'Làm mới' }).click();
  await expectNoViolations(page, page.url());
});

test('training: add an item in the form with the answer editor, then the widget answers with it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // two full axe analyses, the editor and the widget: 25 s on a busy machine
  await signInAs(page, request, 'admin');
  await page.goto('/admin/chat/training');
  await expect(page.getByTestId('training-row')).toHaveCount(10);
  await expectNoViolations(page, page.url());

  // the test box: the question is not known yet
  const box = page.getByRole('region', { name: 'Thử câu hỏi' });
  await box.getByRole('textbox', { name: 'Câu hỏi thử' }).fill('Có nhận làm website cho nhà hàng không?');
  await box.getByRole('button', { name: 'Thử' }).click();
  await expect(box.getByTestId('test-box-result')).toContainText('chưa hiểu');

  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm training data' });
  // required fields first: the spec's messages
  await dialog.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(dialog.getByText('Vui lòng nhập câu hỏi mẫu')).toBeVisible();
  await dialog.getByLabel('Câu hỏi mẫu').fill('Có nhận làm website cho nhà hàng không?');
  await dialog.getByLabel('Từ khóa').fill('nhà hàng, quán ăn, website nhà hàng, thực đơn');
  await dialog.getByLabel('Danh mục').selectOption({ label: 'Dịch vụ' });
  await dialog.getByRole('textbox', { name: 'Câu trả lời' }).click();
  await page.keyboard.type('Có, chúng tôi làm website nhà hàng có thực đơn và đặt bàn trực tuyến.');
  await dialog.getByLabel('Gợi ý').fill('Xem bảng giá, Đặt lịch tư vấn');
  // the draft box matches the unsaved item
  const draftBox = dialog.getByRole('region', { name: 'Thử với bản nháp này' });
  await draftBox.getByRole('textbox', { name: 'Câu hỏi thử' }).fill('website cho quán ăn');
  await draftBox.getByRole('button', { name: 'Thử' }).click();
  await expect(draftBox.getByTestId('test-box-result')).toContainText('[Bản nháp]');
  await expectNoViolations(page, page.url());
  await dialog.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(page.getByText('Thêm training data thành công!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const panel = await openAssistant(page, '/');
  await askInPanel(panel, 'ben ban co lam web cho nha hang khong');
  await expect(panel.getByRole('log')).toContainText('thực đơn và đặt bàn trực tuyến');
});

test("an answer from the site's content links its page as 'Xem chi tiết', axe clean at 1280 and 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = await openAssistant(page, '/');
  await askInPanel(panel, 'goi agency bao nhieu');
  const link = panel.getByRole('link', { name: 'Xem chi tiết: Bảng giá Agency' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/price-list?type=agency');
  await expect(panel.getByRole('log')).toContainText('SEO và quảng cáo tổng thể');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(link).toBeInViewport();
    await expectNoViolations(page, `assistant panel at ${width} px`, { include: ASSISTANT_PANEL });
  }
  await link.click();
  await expect(page).toHaveURL(/\/price-list\?type=agency$/);
  await expect(page.getByRole('link', { name: 'Agency', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test("the unanswered queue: 'Tạo câu trả lời' pre-fills the form with the visitor's question", async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'admin');
  await page.goto('/admin/chat/training');
  const queue = page.getByRole('list', { name: 'Câu hỏi chưa được trả lời' });
  // 'Giá vàng hôm nay bao nhiêu?' fell back earlier in this file
  await queue.getByRole('button', { name: 'Tạo câu trả lời cho: Giá vàng hôm nay bao nhiêu?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm training data' });
  await expect(dialog.getByLabel('Câu hỏi mẫu')).toHaveValue('Giá vàng hôm nay bao nhiêu?');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
});

// last: it spends what is left of this address's 10 messages a minute
test('the 11th message of a minute is refused in Vietnamese', async ({ page }) => {
  const panel = await openAssistant(page);
  const limit = panel.getByText('Bạn đã gửi quá 10 tin nhắn mỗi phút. Vui lòng thử lại sau ít phút.');
  for (let i = 0; i < 11 && (await limit.count()) === 0; i++) {
    const answered = page.waitForResponse('**/api/chat/message');
    await askInPanel(panel, `Giờ làm việc của công ty? ${i}`);
    await answered;
  }
  await expect(limit).toBeVisible();
});
