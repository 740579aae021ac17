import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { BUSINESS_HOURS_MESSAGES as H } from '../../src/domain/site/business-hours.schema.ts';
import { vietnamDay } from '../../src/domain/site/business-hours.ts';
import { sentPaymentCard, transferForCard } from './support/chat-payment.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// Waiting rooms assigned to an online agent, shown in the console; business hours set on Hệ thống, and the
// widget saying when someone will answer outside them. axe at 1280 and 390 px, no sideways scroll on a phone.
const serious = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('outside business hours the widget says when someone will answer; a new room goes to the online agent', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${session.token}` };
  const saved = (await (await request.get('/api/admin/system/business-hours', { headers: auth })).json())
    .data;
  try {
    // Hệ thống: today (Vietnam's calendar) becomes a day off, with the keyboard-reachable form
    await page.goto('/admin/system');
    await waitForHydration(page);
    const hours = page.getByRole('region', { name: 'Giờ làm việc' });
    await expect(hours.getByTestId('hours-span').first()).toBeVisible();
    await hours.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
    const today = vietnamDay(new Date()).date;
    await hours.getByLabel('Tên ngày nghỉ').last().fill('Nghỉ kiểm thử');
    await hours.getByLabel('Từ ngày').last().fill(today);
    await hours.getByLabel('Đến ngày').last().fill(today);
    await hours.getByRole('button', { name: 'Lưu giờ làm việc' }).click();
    await expect(page.getByText(H.saved)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await serious(page, 'section[aria-labelledby="system-business-hours"]'), `${width}`).toEqual([]);
      if (width === 390) await noSidewaysScroll(page);
    }

    // the agent's console is open: the visitor's new room is given to this agent, waiting first
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/chat/live');
    await waitForHydration(page);
    // the console's socket is online (its room list came) before the visitor writes
    await expect(page.getByText('Đang tải danh sách chat...')).toHaveCount(0);
    const visitor = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
    await visitor.goto('/team');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    const panel = visitor.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
    await expect(panel.getByTestId('live-chat-hours')).toHaveText(
      /^Hiện đang ngoài giờ làm việc\. Nhân viên sẽ trả lời bạn từ \d{2}:\d{2} /,
    );
    const name = `Khách Phân Công ${Date.now() % 100000}`;
    await panel.getByLabel('Họ tên').fill(name);
    await panel.getByLabel('Số điện thoại').fill('0987654321');
    await panel.getByLabel('Email').fill(`phan.cong.${Date.now() % 100000}@example.com`);
    await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
    await panel.getByLabel('Nhập tin nhắn').fill('Tôi cần tư vấn');
    await panel.getByLabel('Nhập tin nhắn').press('Enter');
    await expect(panel.getByTestId('live-chat-hours')).toBeVisible();
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 844 });
      expect(await serious(visitor, 'section[aria-label="Hỗ trợ trực tuyến"]'), `${width}`).toEqual([]);
      if (width === 390) await noSidewaysScroll(visitor);
    }

    const rooms = page.getByTestId('chat-room');
    await expect(rooms.first()).toContainText(name);
    await rooms
      .first()
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page.getByTestId('room-assignee')).toHaveText(session.admin.fullName);
    // a payment request from the room: the visitor sees the card with its VietQR; the bank's transfer makes
    // 'Đã nhận thanh toán' appear on both sides by itself
    await page.getByRole('combobox', { name: P.title }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Gửi yêu cầu thanh toán' }).click();
    const card = panel.getByTestId('payment-card');
    await expect(card.getByRole('img', { name: P.qrAlt })).toBeVisible();
    await expect(page.getByTestId('agent-messages').getByTestId('payment-card')).toBeVisible();
    const sessionId = await visitor.evaluate(() => localStorage.getItem('liveChatSessionId'));
    const sent = await sentPaymentCard(request, sessionId);
    await expect(card.getByTestId('payment-transfer-content')).toHaveText(sent.transferContent);
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 844 });
      expect(await serious(visitor, 'section[aria-label="Hỗ trợ trực tuyến"]'), `card ${width}`).toEqual([]);
      if (width === 390) await noSidewaysScroll(visitor);
    }
    await transferForCard(test.info().project.use.baseURL as string, sent);
    await expect(panel.getByText(P.received, { exact: true })).toBeVisible({ timeout: 5000 });
    await expect(page.getByTestId('agent-messages').getByText(P.received, { exact: true })).toBeVisible({
      timeout: 5000,
    });

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await serious(page), `${width}`).toEqual([]);
      if (width === 390) await noSidewaysScroll(page);
    }
    await visitor.context().close();
  } finally {
    await request.put('/api/admin/system/business-hours', { headers: auth, data: saved });
  }
});
