import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONSULTATION_SUCCESS_MESSAGE } from '../../src/domain/bookings/consultation.rules.ts';
import { TIMELINE_KIND_LABELS as K, LEFT_MESSAGE_LABEL } from '../../src/domain/contacts/contact.schema.ts';
import { LEAVE_MESSAGE_TEXTS as T } from '../../src/domain/livechat/leave-message.rules.ts';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { vietnamDay } from '../../src/domain/site/business-hours.ts';
import { expectAccessible } from './support/axe.ts';
import { sentPaymentCard, transferForCard } from './support/chat-payment.ts';
import { newVisitor } from './support/live-chat.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// The acceptance story of one customer across every channel (decision 050), with the server's calendar outside
// business hours (today saved as a day off on Hệ thống, as an admin would): the assistant offers the booking in
// its panel on a price asked for; the agent finds ONE contact holding the assistant transcript and the booking,
// answers in the live chat, sends a payment request; the bank's transfer shows 'Đã nhận thanh toán' on both sides;
// the contact's timeline lists chat, booking, order and payment in order. axe at 1280 and 390 px on each new
// panel state, no sideways scroll on a phone.
const AI = 'section[aria-label="Trợ lý AI"]';
const LIVE = 'section[aria-label="Hỗ trợ trực tuyến"]';
const ask = async (panel: Locator, text: string) => {
  await panel.getByLabel('Nhập câu hỏi cho trợ lý AI').fill(text);
  await panel.getByLabel('Nhập câu hỏi cho trợ lý AI').press('Enter');
  await expect(panel.getByTestId('ai-typing')).toHaveCount(0);
};

/** The agent searches the contacts by phone, finds exactly one, and opens it with the keyboard. */
const openOnlyContact = async (page: Page, phone: string, name: string) => {
  await page.goto('/admin/contacts/list');
  await waitForHydration(page);
  await page.getByLabel('Tìm theo tên, số điện thoại hoặc email').fill(phone);
  const rows = page.getByTestId('contact-row');
  // the search is in the address once the list has settled: a link followed before would be replaced
  await expect(page).toHaveURL(/search=/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);
  await rows.getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contacts\/detail\//);
};

test('one customer: the assistant offers the booking, the agent finds one contact, the payment in the chat', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${session.token}` };
  const saved = (await (await request.get('/api/admin/system/business-hours', { headers: auth })).json())
    .data;
  // a fresh mobile number per run (09x, 10 digits): the person is new to the office
  const phone = `09${String(Date.now()).slice(-8)}`;
  try {
    const today = vietnamDay(new Date()).date;
    const closed = await request.put('/api/admin/system/business-hours', {
      headers: auth,
      data: { ...saved, holidays: [...saved.holidays, { from: today, to: today, name: 'Nghỉ kiểm thử' }] },
    });
    expect(closed.ok()).toBe(true);

    // the visitor asks the assistant for a price and is offered the booking, filled from what they said
    const visitor = await newVisitor(browser);
    await visitor.goto('/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Trợ lý AI', exact: true }).click();
    const ai = visitor.getByRole('region', { name: 'Trợ lý AI' });
    await ask(ai, `Tôi tên là Hoàng Minh Tâm, số điện thoại của tôi là ${phone}`);
    await ask(ai, 'Cho tôi xin báo giá làm website');
    await expect(ai.getByRole('button', { name: T.bookingHere })).toBeVisible();
    // the page reloaded: the reopened chat still offers it under its last answer
    await visitor.reload();
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Trợ lý AI', exact: true }).click();
    await ai.getByRole('button', { name: T.bookingHere }).click();
    const aiForm = ai.getByRole('form', { name: 'Form đặt lịch tư vấn' });
    await expect(aiForm.getByLabel('Họ và tên')).toHaveValue('Hoàng Minh Tâm');
    await expect(aiForm.getByLabel(/Số điện thoại/)).toHaveValue(phone);
    await expect(aiForm.getByLabel(/Dịch vụ quan tâm/)).toHaveValue('Website');
    await expect(aiForm.getByTestId('consent-notice')).toBeVisible();
    await expectAccessible(visitor, 'assistant booking form', { include: AI });
    await aiForm.getByLabel(/Ghi chú/).fill('Đặt lịch từ trợ lý AI');
    await aiForm.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
    await expect(aiForm.getByText(CONSULTATION_SUCCESS_MESSAGE)).toBeVisible();

    // the live chat, outside business hours: when someone answers, and the two offers (each checked with axe)
    await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    const live = visitor.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
    await expect(live.getByTestId('live-chat-hours')).toHaveText(/^Hiện đang ngoài giờ làm việc\./);
    await live.getByRole('button', { name: T.offer }).click();
    await expect(live.getByRole('form', { name: T.offer }).getByLabel('Tin nhắn')).toBeVisible();
    await expectAccessible(visitor, 'leave-message form', { include: LIVE });
    await live.getByRole('button', { name: T.bookingOffer, exact: true }).click();
    await expect(live.getByRole('form', { name: 'Form đặt lịch tư vấn' })).toBeVisible();
    await expectAccessible(visitor, 'live chat booking form', { include: LIVE });
    // pressed again: back to the chat itself, where the visitor writes with the same phone
    await live.getByRole('button', { name: T.bookingOffer, exact: true }).click();
    await live.getByLabel('Họ tên').fill('Hoàng Minh Tâm');
    await live.getByLabel('Số điện thoại').fill(phone);
    // the /payment form's rules need an e-mail for the order a payment request places
    await live.getByLabel('Email').fill(`tam.${phone}@example.com`);
    await live.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
    await live.getByLabel('Nhập tin nhắn').fill('Tôi đã đặt lịch, muốn thanh toán gói website luôn');
    await live.getByLabel('Nhập tin nhắn').press('Enter');

    // the agent finds ONE contact holding the assistant transcript and the booking
    await openOnlyContact(page, phone, 'Hoàng Minh Tâm');
    const timeline = page.getByTestId('contact-timeline');
    await expect(timeline).toContainText(K.assistant_message);
    await expect(timeline).toContainText(K.booking);
    await expect(timeline).toContainText('Cho tôi xin báo giá làm website');

    // the agent answers in the chat and sends a payment request; the visitor sees the QR in the thread
    await page.goto('/admin/chat/live');
    await waitForHydration(page);
    await page
      .getByTestId('chat-room')
      .filter({ hasText: 'Hoàng Minh Tâm' })
      .first()
      .getByRole('button', { name: /^Hoàng Minh Tâm/ })
      .click();
    await page
      .getByLabel('Nhập tin nhắn (gõ / để chèn câu trả lời mẫu)')
      .fill('Chào anh Tâm, em gửi yêu cầu thanh toán ạ');
    await page.getByLabel('Nhập tin nhắn (gõ / để chèn câu trả lời mẫu)').press('Enter');
    await expect(live.getByText('Chào anh Tâm, em gửi yêu cầu thanh toán ạ')).toBeVisible();
    await page.getByRole('combobox', { name: P.chooseService }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Gửi yêu cầu thanh toán', exact: true }).click();
    const card = live.getByTestId('payment-card');
    await expect(card.getByRole('img', { name: P.qrAlt })).toBeVisible();
    const sessionId = await visitor.evaluate(() => localStorage.getItem('liveChatSessionId'));
    const sent = await sentPaymentCard(request, sessionId);

    // the local bank stub posts the transfer: both sides see 'Đã nhận thanh toán' within 5 s
    await transferForCard(test.info().project.use.baseURL as string, sent);
    // on each side the card turns paid and the thread says so, without a reload
    await expect(card.getByTestId('payment-state')).toHaveText(P.received, { timeout: 5000 });
    await expect(live.getByText(P.received, { exact: true })).toHaveCount(2, { timeout: 5000 });
    await expect(page.getByTestId('agent-messages').getByText(P.received, { exact: true })).toHaveCount(2, {
      timeout: 5000,
    });

    // the contact's timeline (newest first) lists chat, booking, order and payment in that order in time
    await openOnlyContact(page, phone, 'Hoàng Minh Tâm');
    await expect(timeline).toContainText(K.payment);
    const labels = await timeline.locator('li').allInnerTexts();
    const oldestFirst = labels.reverse();
    const firstOf = (label: string) => oldestFirst.findIndex((text) => text.includes(label));
    const order = [K.assistant_message, K.booking, K.chat_message, K.order, K.payment].map(firstOf);
    expect(
      order.every((i) => i >= 0),
      JSON.stringify(oldestFirst),
    ).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    await visitor.context().close();
  } finally {
    await request.put('/api/admin/system/business-hours', { headers: auth, data: saved });
  }
});

test('a message left outside business hours: the chat then opens on it, without asking for the details again', async ({
  page,
  browser,
  request,
}) => {
  const session = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${session.token}` };
  const saved = (await (await request.get('/api/admin/system/business-hours', { headers: auth })).json())
    .data;
  const phone = `09${String(Date.now()).slice(-8)}`;
  const left = `Nhờ gọi lại giúp tôi về gói website, số ${phone}`;
  try {
    const today = vietnamDay(new Date()).date;
    const closed = await request.put('/api/admin/system/business-hours', {
      headers: auth,
      data: { ...saved, holidays: [...saved.holidays, { from: today, to: today, name: 'Nghỉ kiểm thử' }] },
    });
    expect(closed.ok()).toBe(true);

    const visitor = await newVisitor(browser);
    await visitor.goto('/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    const live = visitor.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
    await live.getByRole('button', { name: T.offer }).click();
    const form = live.getByRole('form', { name: T.offer });
    await form.getByLabel('Họ tên').fill('Lê Thị Hạnh');
    await form.getByLabel('Số điện thoại').fill(phone);
    await form.getByLabel('Tin nhắn').fill(left);
    await form.getByRole('button', { name: T.submit }).click();
    await expect(live.getByRole('status').filter({ hasText: T.sent })).toBeVisible();

    // back to the chat: the same room, the message already in it, no details form asked again
    await live.getByRole('button', { name: T.offer }).click();
    await expect(live.getByLabel('Nhập tin nhắn')).toBeVisible();
    await expect(live.getByRole('button', { name: 'Bắt đầu trò chuyện' })).toHaveCount(0);
    await expect(live.getByText(left)).toBeVisible();
    // and the next visit too (the details are kept as the chat's)
    await visitor.reload();
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    await expect(live.getByText(left)).toBeVisible();
    await expectAccessible(visitor, 'live chat after a message was left', { include: LIVE });

    // the contact page marks it as left outside business hours
    await openOnlyContact(page, phone, 'Lê Thị Hạnh');
    await expect(page.getByTestId('contact-timeline')).toContainText(LEFT_MESSAGE_LABEL);
    await visitor.context().close();
  } finally {
    await request.put('/api/admin/system/business-hours', { headers: auth, data: saved });
  }
});
