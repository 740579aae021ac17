import { expect, type Locator, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

// The answers are the server's shape, served by the test (no rate limit shared with ai-chat.spec.ts): each one
// several paragraphs and a list, taller than the typing indicator it replaces.
function answer(n: number) {
  const text = `<p>Trả lời số ${n}: chi phí tham khảo cho từng gói dịch vụ của chúng tôi.</p><ul>${Array.from(
    { length: 5 },
    (_, i) => `<li>Gói ${i + 1}: từ ${(i + 1) * 5}.000.000 đ, thực hiện trong ${i + 2} tuần.</li>`,
  ).join('')}</ul><p>Kết thúc câu trả lời số ${n}.</p>`;
  return {
    success: true,
    message: 'OK',
    data: {
      sessionId: 's-scroll-test',
      botResponse: {
        text,
        suggestions: ['Báo giá website'],
        category: null,
        itemId: null,
        confidence: 0.9,
        fallback: false,
        messageId: `00000000-0000-4000-8000-00000000000${n}`,
      },
    },
  };
}

/** How many pixels of the newest answer lie outside the log's visible box (0: all of it shows). */
async function hiddenPixels(log: Locator): Promise<number> {
  return log.evaluate((box) => {
    const answers = box.querySelectorAll('.chat-answer');
    const newest = answers[answers.length - 1]?.parentElement;
    if (!newest) return Number.POSITIVE_INFINITY;
    const outer = box.getBoundingClientRect();
    const inner = newest.getBoundingClientRect();
    return Math.max(0, outer.top - inner.top) + Math.max(0, inner.bottom - outer.bottom);
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`assistant panel scroll: the newest answer is fully in view after each of three questions at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let asked = 0;
    await page.route('**/api/chat/message', async (route) => {
      asked += 1;
      await route.fulfill({ json: answer(asked) });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Trợ lý AI' }).click();
    const panel = page.getByRole('region', { name: 'Trợ lý AI' });
    const input = panel.getByRole('textbox', { name: 'Nhập câu hỏi cho trợ lý AI' });
    const log = panel.getByRole('log');
    for (const n of [1, 2, 3]) {
      await input.fill(`Câu hỏi số ${n}`);
      await input.press('Enter');
      await expect(log).toContainText(`Kết thúc câu trả lời số ${n}.`);
      await expect(panel.getByTestId('ai-typing')).toHaveCount(0);
      await expect.poll(() => hiddenPixels(log)).toBe(0);
      // and the log itself is on the screen
      await expect(log).toBeInViewport({ ratio: 1 });
    }
  });
}
