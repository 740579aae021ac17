import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { DETAILS_MESSAGES as D } from '../../src/domain/livechat/details.rules.ts';
import { LIVECHAT_MESSAGES as M } from '../../src/domain/livechat/livechat.constants.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// spec 000 §2 Chat widgets: the visitor's widget in Chromium, with an agent on a real socket.
const base = () => test.info().project.use.baseURL as string;

async function agentSocket(request: Parameters<typeof apiLogin>[0]) {
  const { token } = await apiLogin(request, 'admin');
  const socket = io(base(), {
    path: '/api/socket.io',
    auth: { token, isAdmin: true },
    transports: ['websocket'],
    forceNew: true,
  });
  const events: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event, payload) => events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events, token };
}

const WIDGET = '[data-testid="chat-launchers"], section[aria-label="Hỗ trợ trực tuyến"]';

async function roomOf(request: Parameters<typeof apiLogin>[0], token: string, name: string) {
  const rooms = (
    await (await request.get('/api/livechat/rooms', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data as Array<{ roomId: string; user: { name: string; sessionId: string } }>;
  return rooms.find((r) => r.user.name === name);
}

test('a visitor fills the details form, talks with an agent and sees the unread badge', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/team');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true });
  await launcher.click();
  const panel = page.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
  await expect(panel.getByRole('button', { name: 'Bắt đầu trò chuyện' })).toBeVisible();

  // spec 000 §5, each message word for word, after the 300 ms pause
  const name = panel.getByLabel('Họ tên');
  const phone = panel.getByLabel('Số điện thoại');
  const email = panel.getByLabel('Email');
  await name.fill('A');
  await expect(panel.getByText(D.nameShort)).toBeVisible();
  await name.fill('An <3');
  await expect(panel.getByText(D.nameChars)).toBeVisible();
  await phone.fill('09abc');
  await expect(panel.getByText(D.phoneDigits)).toBeVisible();
  await phone.fill('091234');
  await expect(panel.getByText(D.phoneLength)).toBeVisible();
  await phone.fill('0111234567');
  await expect(panel.getByText(D.phonePrefix)).toBeVisible();
  await phone.fill('');
  await email.fill('khong-hop-le');
  await expect(panel.getByText(D.email)).toBeVisible();
  await email.fill('');
  await expect(panel.getByText(D.phoneOrEmail)).toHaveCount(2);
  await name.fill('');
  await expect(panel.getByText(D.nameRequired)).toBeVisible();
  await expectNoViolations(page, 'live chat widget', { include: WIDGET });

  const visitorName = `Khách E2E ${Date.now()}`;
  await name.fill(visitorName);
  await phone.fill('0912345678');
  await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
  const input = panel.getByLabel('Nhập tin nhắn');
  await expect(input).toBeEnabled();
  await input.fill('Xin chào, tôi cần báo giá <b>website</b>');
  await input.press('Enter');
  await expect(panel.getByText('Xin chào, tôi cần báo giá <b>website</b>')).toBeVisible();

  const agent = await agentSocket(request);
  try {
    await expect(panel.getByTestId('live-chat-status')).toHaveText('Đã kết nối');
    // stored (acknowledged): the 'sending' mark is gone, and the agents' list has the room
    await expect(panel.getByText('Đang gửi...')).toHaveCount(0);
    await expect.poll(async () => (await roomOf(request, agent.token, visitorName))?.roomId).toBeTruthy();
    const roomId = (await roomOf(request, agent.token, visitorName))?.roomId as string;

    // the agent's typing shows, then the 'admin joined' line once, then the answer
    agent.socket.emit('typing', { roomId, isTyping: true });
    await expect(panel.getByTestId('admin-typing')).toBeVisible();
    agent.socket.emit('typing', { roomId, isTyping: false });
    await expect(panel.getByTestId('admin-typing')).toHaveCount(0);
    await agent.socket.emitWithAck('admin_join_room', roomId);
    await expect(panel.getByText(M.adminJoined)).toHaveCount(1);
    await agent.socket.emitWithAck('admin_send_message', { roomId, message: 'Chào bạn!' });
    await expect(panel.getByText('Chào bạn!')).toBeVisible();
    await agent.socket.emitWithAck('admin_join_room', roomId);
    await page.waitForTimeout(300);
    await expect(panel.getByText(M.adminJoined)).toHaveCount(1);

    // the visitor's typing reaches the agent and stops 2 s after the last key
    await input.pressSequentially('Cho');
    await expect
      .poll(() =>
        agent.events
          .filter((e) => e.event === 'user_typing')
          .map((e) => (e.payload as { isTyping: boolean }).isTyping),
      )
      .toEqual([true, false]);
    await input.fill('');

    // closed: the agent's answers raise the badge
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await agent.socket.emitWithAck('admin_send_message', { roomId, message: 'Bạn còn ở đó không?' });
    await agent.socket.emitWithAck('admin_send_message', { roomId, message: 'Mình chờ nhé' });
    await expect(page.getByRole('tooltip', { name: /2 tin nhắn chưa đọc/, includeHidden: true })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('chat-launchers').getByText('2', { exact: true })).toBeVisible();
    await launcher.click();
    await expect(panel.getByText('Mình chờ nhé')).toBeVisible();
    await expect(page.getByTestId('chat-launchers').getByText('2', { exact: true })).toHaveCount(0);
    await expectNoViolations(page, 'live chat widget', { include: WIDGET });

    // the conversation survives a reload: the history comes back by session
    await page.reload();
    await waitForHydration(page);
    await launcher.click();
    await expect(panel.getByText('Xin chào, tôi cần báo giá <b>website</b>')).toBeVisible();
    await expect(panel.getByText('Mình chờ nhé')).toBeVisible();
  } finally {
    agent.socket.close();
  }
});

test('with no agent online the visitor is told so; a hand-off from the AI assistant arrives as text', async ({
  page,
  request,
}) => {
  const visitorName = `Khách Hand-off ${Date.now()}`;
  await page.goto('/team');
  await page.evaluate(
    (n) =>
      localStorage.setItem(
        'liveChatUserInfo',
        JSON.stringify({ name: n, phone: '', email: 'ho@example.com' }),
      ),
    visitorName,
  );
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('site:open-live-chat', {
        detail: {
          aiSessionId: 'ai-e2e',
          transcript: [
            { from: 'visitor', text: 'Làm app mất bao lâu?' },
            { from: 'bot', text: 'Khoảng 2-3 tháng.' },
          ],
        },
      }),
    ),
  );
  const panel = page.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('live-chat-status')).toHaveText(M.offline);
  await expect(panel.getByText(/Trợ lý AI: Khoảng 2-3 tháng\./)).toBeVisible();
  const { token } = await apiLogin(request, 'admin');
  const room = await roomOf(request, token, visitorName);
  const history = (await (await request.get(`/api/livechat/history/${room?.user.sessionId}`)).json()).data;
  expect(history).toEqual([
    expect.objectContaining({
      sender: 'system',
      message: `${M.handoffTitle}\nKhách: Làm app mất bao lâu?\nTrợ lý AI: Khoảng 2-3 tháng.`,
    }),
  ]);
});

test('an agent and a visitor talk in two browsers; the agent bulk-deletes rooms', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const agentContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  try {
    const agentPage = await agentContext.newPage();
    const visitorPage = await visitorContext.newPage();
    await signInAs(agentPage, request, 'admin');
    const { token } = await apiLogin(request, 'admin');
    await request.post('/api/livechat/canned-replies', {
      headers: { authorization: `Bearer ${token}` },
      data: { shortcut: `gia${Date.now() % 100000}`, content: 'Bảng giá chi tiết ở trang Bảng giá.' },
    });
    await agentPage.goto('/admin/chat/live');
    const rooms = agentPage.getByTestId('chat-rooms');

    const visitorName = `Khách Hai Trình Duyệt ${Date.now()}`;
    await visitorPage.goto('/team');
    await waitForHydration(visitorPage);
    await visitorPage.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    const panel = visitorPage.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
    await panel.getByLabel('Họ tên').fill(visitorName);
    await panel.getByLabel('Email').fill('hai@example.com');
    await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
    await expect(panel.getByTestId('live-chat-status')).toHaveText('Đã kết nối');
    await panel.getByLabel('Nhập tin nhắn').fill('Tôi muốn làm ứng dụng');
    await panel.getByLabel('Nhập tin nhắn').press('Enter');

    // the new room comes to the top, waiting, with its unread count
    const item = rooms.getByTestId('chat-room').first();
    await expect(item).toContainText(visitorName);
    await expect(item).toContainText('Đang chờ');
    await expect(item.getByTestId('room-unread')).toContainText('1');
    // search ignores diacritics
    await agentPage.getByLabel('Tìm cuộc trò chuyện').fill('khach hai trinh duyet');
    await expect(rooms.getByTestId('chat-room')).toHaveCount(1);
    await agentPage.getByLabel('Tìm cuộc trò chuyện').fill('');

    await item.getByRole('button', { name: new RegExp(`^${visitorName}`) }).click();
    const conversation = agentPage.getByRole('region', { name: `Trò chuyện với ${visitorName}` });
    await expect(conversation.getByText('Tôi muốn làm ứng dụng')).toBeVisible();
    await expect(conversation.getByTestId('room-online')).toHaveText('Đang trực tuyến');
    await expect(item.getByTestId('room-unread')).toHaveCount(0);
    await expect(panel.getByText(M.adminJoined)).toBeVisible();

    // typing both ways
    await panel.getByLabel('Nhập tin nhắn').pressSequentially('Xin');
    await expect(conversation.getByTestId('visitor-typing')).toBeVisible();
    await expect(conversation.getByTestId('visitor-typing')).toHaveCount(0, { timeout: 5000 });
    const agentInput = conversation.getByLabel(/Nhập tin nhắn/);
    await agentInput.pressSequentially('Chào');
    await expect(panel.getByTestId('admin-typing')).toBeVisible();
    // a canned reply with '/'
    await agentInput.fill('/gia');
    await agentInput.press('Tab');
    await expect(agentInput).toHaveValue('Bảng giá chi tiết ở trang Bảng giá.');
    await agentInput.press('Enter');
    await expect(panel.getByText('Bảng giá chi tiết ở trang Bảng giá.')).toBeVisible();
    await expect(panel.getByTestId('admin-typing')).toHaveCount(0, { timeout: 5000 });

    const download = agentPage.waitForEvent('download');
    await conversation.getByRole('button', { name: 'Xuất CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await expectNoViolations(agentPage, 'agent console');

    // a room deleted by another agent disappears with an info toast
    const extra = io(base(), {
      path: '/api/socket.io',
      auth: { sessionId: `e2e-extra-${Date.now()}-aaaa` },
      transports: ['websocket'],
      forceNew: true,
    });
    await extra.timeout(10_000).emitWithAck('send_message', {
      sessionId: (extra.auth as { sessionId: string }).sessionId,
      message: 'Phòng sẽ bị xóa',
    });
    await expect(rooms.getByText('Phòng sẽ bị xóa')).toBeVisible();
    const gone = (
      await (
        await request.get('/api/livechat/search?q=phong%20se%20bi%20xoa', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data[0].roomId;
    await request.delete(`/api/livechat/room/${gone}`, { headers: { authorization: `Bearer ${token}` } });
    await expect(rooms.getByText('Phòng sẽ bị xóa')).toHaveCount(0);
    await expect(agentPage.getByText('Cuộc trò chuyện đã bị xóa bởi quản trị viên khác')).toBeVisible();
    extra.close();

    // bulk delete: select all, confirm, the counted success text
    const count = await rooms.getByTestId('chat-room').count();
    const all = (
      await (
        await request.get('/api/livechat/rooms', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data as Array<{ roomId: string }>;
    let messages = 0;
    for (const r of all) {
      const csv = await (
        await request.get(`/api/livechat/export/${r.roomId}?format=csv`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).text();
      messages += csv.trim().split('\r\n').length - 1;
    }
    await agentPage.getByRole('button', { name: 'Chọn nhiều' }).click();
    await agentPage.getByLabel('Chọn tất cả').check();
    await agentPage.getByRole('button', { name: `Xóa đã chọn (${count})` }).click();
    await agentPage.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(agentPage.getByText(M.bulkDeleted(count, messages))).toBeVisible();
    await expect(agentPage.getByText('Chưa có cuộc trò chuyện nào')).toBeVisible();
  } finally {
    await agentContext.close();
    await visitorContext.close();
  }
});
