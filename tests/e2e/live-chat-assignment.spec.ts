import { expect, test } from '@playwright/test';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { BUSINESS_HOURS_MESSAGES as H } from '../../src/domain/site/business-hours.schema.ts';
import { vietnamDay } from '../../src/domain/site/business-hours.ts';
import { createStubBank, nextProviderId } from '../helpers/payment-provider-stub.ts';
import { E2E_BANK_WEBHOOK_KEY } from './support/accounts.ts';
import { expectNoSidewaysScroll, expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// Waiting rooms assigned to an online agent, shown in the console; business hours set on Hệ thống, and the
// widget saying when someone will answer outside them. axe at 1280 and 390 px, no sideways scroll on a phone.

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
      await expectNoViolations(page, `${width}`, {
        include: 'section[aria-labelledby="system-business-hours"]',
      });
      await expectNoSidewaysScroll(page, `${width} px`);
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
      await expectNoViolations(visitor, `${width}`, { include: 'section[aria-label="Hỗ trợ trực tuyến"]' });
      await expectNoSidewaysScroll(visitor, `${width} px`);
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
    const history = (await (await request.get(`/api/livechat/history/${sessionId}`)).json()).data as Array<{
      payment?: { amount: number; accountNumber: string; transferContent: string };
    }>;
    const sent = history.find((m) => m.payment)?.payment;
    expect(sent).toBeTruthy();
    await expect(card.getByTestId('payment-transfer-content')).toHaveText(sent?.transferContent ?? '');
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 844 });
      await expectNoViolations(visitor, `card ${width}`, {
        include: 'section[aria-label="Hỗ trợ trực tuyến"]',
      });
      await expectNoSidewaysScroll(visitor, `${width} px`);
    }
    const paid = await createStubBank(test.info().project.use.baseURL as string).send(
      {
        id: nextProviderId(),
        accountNumber: sent?.accountNumber ?? '',
        content: sent?.transferContent ?? '',
        transferAmount: sent?.amount ?? 0,
      },
      { auth: 'apikey', secret: E2E_BANK_WEBHOOK_KEY },
    );
    expect(await paid.json()).toEqual({ success: true, outcome: 'confirmed' });
    await expect(panel.getByText(P.received, { exact: true })).toBeVisible({ timeout: 5000 });
    await expect(page.getByTestId('agent-messages').getByText(P.received, { exact: true })).toBeVisible({
      timeout: 5000,
    });

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `${width}`);
      await expectNoSidewaysScroll(page, `${width} px`);
    }
    await visitor.context().close();
  } finally {
    await request.put('/api/admin/system/business-hours', { headers: auth, data: saved });
  }
});
