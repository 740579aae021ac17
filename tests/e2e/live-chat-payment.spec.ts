import { expect, test } from '@playwright/test';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { expectAccessible } from './support/axe.ts';
import { transferForCard } from './support/chat-payment.ts';
import { openConsole, openVisitorChat } from './support/live-chat.ts';
import { signInAs } from './support/session.ts';

// The payment request inside the live chat (decision 051): the agent picks, with the keyboard, an order the
// visitor's contact already has; the bank's transfer turns the card paid and brings 'Đã nhận thanh toán' on both
// sides within 5 s, with no reload. axe at 1280 and 390 px on the form, no sideways scroll on a phone.
const FORM = `form[aria-label="${P.title}"]`;

test('an agent asks for the contact’s existing order; the transfer turns the card paid on both sides live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'admin');
  const n = Date.now() % 100000;
  const person = {
    fullName: `Khách Thanh Toán ${n}`,
    phone: `0913${String(n).padStart(6, '0')}`,
    email: `thanh.toan.${n}@example.com`,
  };
  // the person ordered on /payment earlier: the order is theirs, awaiting payment
  const service = (
    (await (await request.get('/api/services?type=web')).json()).data as Array<{
      _id: string;
      price: number | null;
    }>
  ).find((s) => s.price !== null);
  const placed = await request.post('/api/orders', {
    data: { ...person, serviceId: service?._id, paymentMethod: 'MOMO' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as {
    _id: string;
    orderCode: string;
    amount: number;
    payment: { accountNumber: string; transferContent: string };
  };

  await openConsole(page);
  const { visitor, panel } = await openVisitorChat(browser);
  await panel.getByLabel('Họ tên').fill(person.fullName);
  await panel.getByLabel('Số điện thoại').fill(person.phone);
  await panel.getByLabel('Email').fill(person.email);
  await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
  await panel.getByLabel('Nhập tin nhắn').fill('Tôi muốn thanh toán đơn hàng');
  await panel.getByLabel('Nhập tin nhắn').press('Enter');

  const room = page.getByTestId('chat-room').filter({ hasText: person.fullName });
  await room.getByRole('button', { name: new RegExp(`^${person.fullName}`) }).click();
  const form = page.locator(FORM);
  await expect(form).toBeVisible();
  await expectAccessible(page, 'payment request form', { include: FORM });

  // with the keyboard: from 'Dịch vụ mới' to 'Đơn hàng có sẵn', the order, then the button
  await form.getByRole('radio', { name: P.pickService }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: P.pickOrder })).toBeChecked();
  await page.keyboard.press('Tab');
  const orders = form.getByRole('combobox', { name: P.chooseOrder });
  await expect(orders).toBeFocused();
  await expect(orders.getByRole('option', { name: new RegExp(order.orderCode) })).toHaveCount(1);
  await orders.selectOption(order._id);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: P.send })).toBeFocused();
  await page.keyboard.press('Enter');

  const visitorCard = panel.getByTestId('payment-card');
  const agentCard = page.getByTestId('agent-messages').getByTestId('payment-card');
  await expect(visitorCard.getByTestId('payment-transfer-content')).toHaveText(order.payment.transferContent);
  await expect(visitorCard.getByTestId('payment-state')).toHaveText(P.waiting);
  await expect(agentCard.getByTestId('payment-state')).toHaveText(P.waiting);

  // a reload would lose these marks: both pages must change by themselves
  for (const p of [page, visitor]) await p.evaluate(() => Object.assign(window, { notReloaded: true }));
  // the card's own transfer, as the bank stub posts it (the same helper as the customer story)
  await transferForCard(test.info().project.use.baseURL as string, {
    amount: order.amount,
    accountNumber: order.payment.accountNumber,
    transferContent: order.payment.transferContent,
  });
  const within = { timeout: 5000 };
  await expect(visitorCard.getByTestId('payment-state')).toHaveText(P.received, within);
  await expect(agentCard.getByTestId('payment-state')).toHaveText(P.received, within);
  // the card's state and the system message, once each
  await expect(panel.getByText(P.received, { exact: true })).toHaveCount(2, within);
  await expect(page.getByTestId('agent-messages').getByText(P.received, { exact: true })).toHaveCount(
    2,
    within,
  );
  for (const p of [page, visitor])
    expect(await p.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // the paid order is no longer offered
  await form.getByRole('radio', { name: P.pickOrder }).check();
  await expect(orders.getByRole('option', { name: new RegExp(order.orderCode) })).toHaveCount(0);
  await visitor.context().close();
});
