import { expect, test } from '@playwright/test';
import { formatDateTime } from '../../src/web/lib/format.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// Live chat times are Vietnam's, in the format of every other screen (hh:mm dd/mm/yyyy), whatever the zone of
// the browser: both browsers here run on the American west coast, 14 or 15 hours behind Vietnam.

test("live chat times: the visitor's widget and the agents' console show Vietnam time, not the browser's", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const visitorContext = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const agentContext = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  try {
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto('/team');
    await waitForHydration(visitorPage);
    // the browser does live on the other side of the world
    expect(await visitorPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    await visitorPage.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    const panel = visitorPage.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
    const visitorName = `Khách Múi Giờ ${Date.now()}`;
    await panel.getByLabel('Họ tên').fill(visitorName);
    await panel.getByLabel('Số điện thoại').fill('0912345678');
    await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
    // connected (no agent online: the status says the message will be kept)
    await expect(panel.getByLabel('Nhập tin nhắn')).toBeEnabled();
    await panel.getByLabel('Nhập tin nhắn').fill('Mấy giờ rồi?');
    await panel.getByLabel('Nhập tin nhắn').press('Enter');
    await expect(panel.getByText('Đang gửi...')).toHaveCount(0);

    // the stored time of the message, as the server keeps it
    const { token } = await apiLogin(request, 'admin');
    let timestamp = '';
    await expect
      .poll(async () => {
        const rooms = (
          await (
            await request.get('/api/livechat/rooms', { headers: { authorization: `Bearer ${token}` } })
          ).json()
        ).data as Array<{ user: { name: string }; lastMessage: { timestamp: string } | null }>;
        timestamp = rooms.find((r) => r.user.name === visitorName)?.lastMessage?.timestamp ?? '';
        return timestamp;
      })
      .not.toBe('');
    const vietnam = formatDateTime(timestamp);
    const browserHour = await visitorPage.evaluate(
      (iso) => new Date(iso).getHours().toString().padStart(2, '0'),
      timestamp,
    );
    expect(vietnam.slice(0, 2)).not.toBe(browserHour);

    // the visitor's widget: the message's time is Vietnam's (the widget shows the message it sent, then
    // the stored one from the server; a reload shows the history)
    await visitorPage.reload();
    await waitForHydration(visitorPage);
    await visitorPage.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    await expect(panel.getByText('Mấy giờ rồi?')).toBeVisible();
    await expect(panel.getByText(vietnam, { exact: true })).toBeVisible();

    // the agents' console: the room's last message and the conversation
    const agentPage = await agentContext.newPage();
    await signInAs(agentPage, request, 'admin');
    await agentPage.goto('/admin/chat/live');
    const item = agentPage.getByTestId('chat-room').filter({ hasText: visitorName });
    await expect(item).toContainText(vietnam);
    await item.getByRole('button', { name: new RegExp(`^${visitorName}`) }).click();
    const conversation = agentPage.getByRole('region', { name: `Trò chuyện với ${visitorName}` });
    await expect(conversation.getByText('Mấy giờ rồi?')).toBeVisible();
    await expect(conversation.getByText(vietnam, { exact: true })).toBeVisible();
  } finally {
    await visitorContext.close();
    await agentContext.close();
  }
});
