import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITED_MESSAGE, TRAINING_MESSAGES } from '../../src/domain/chat/chatbot.schema.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// the AI assistant's calls (spec 000 §7, 002 §7) on a real PostgreSQL with the demo seed.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
  staff = { authorization: `Bearer ${await login(t.app, 'staff')}` };
});
afterAll(async () => {
  await t.close();
});

/** Each test asks from its own address, so the 10-a-minute limit of one never touches another. */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

const ask = (message: string, sessionId?: string, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    remoteAddress: ip,
    payload: { message, ...(sessionId ? { sessionId } : {}), userInfo: { path: '/price-list' } },
  });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newItem = {
  pattern: 'Có nhận làm website cho trường mầm non không?',
  keywords: 'trường mầm non, nhà trẻ, website trường học',
  category: 'dịch_vụ',
  priority: 6,
  response: {
    text: '<p>Có, chúng tôi có <strong>mẫu website trường mầm non</strong>.</p><script>alert(1)</script>',
    suggestions: 'Xem bảng giá, Đặt lịch tư vấn',
  },
};

describe('POST /api/chat/message', () => {
  it('answers a question with the matching item, its category and confidence, and stores the exchange', async () => {
    const r = await ask('Làm web hết bn tiền vậy?');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      success: true,
      data: { botResponse: { category: 'báo_giá', fallback: false } },
    });
    expect(body.data.botResponse.text).toContain('5.000.000 đ');
    expect(body.data.botResponse.text).not.toContain('₫'); // one price format: the site's 'đ'
    expect(body.data.botResponse.suggestions.length).toBeGreaterThan(0);
    expect(body.data.botResponse.confidence).toBeGreaterThan(0.39);
    expect(body.data.sessionId).toMatch(/^[A-Za-z0-9_-]+$/);

    const history = await t.app.inject({ method: 'GET', url: `/api/chat/history/${body.data.sessionId}` });
    expect(history.json().data.items).toEqual([
      expect.objectContaining({
        userMessage: 'Làm web hết bn tiền vậy?',
        botResponse: body.data.botResponse.text,
      }),
    ]);
  });

  it('answers the same with or without diacritics', async () => {
    const marks = (await ask('Số điện thoại hotline của công ty là gì?')).json().data.botResponse;
    const bare = (await ask('so dien thoai hotline cua cong ty la gi')).json().data.botResponse;
    expect(bare.itemId).toBe(marks.itemId);
    expect(marks.text).toContain('028 7300 6868');
  });

  it('falls back on a question it does not know: no category, an offer of a person and the hotline, suggestions', async () => {
    const r = (await ask('Giá vàng hôm nay bao nhiêu?')).json().data.botResponse;
    expect(r).toMatchObject({ category: null, itemId: null, fallback: true });
    expect(r.text).toContain('Gặp nhân viên');
    expect(r.text).toContain('028 7300 6868');
    expect(r.suggestions.length).toBeGreaterThan(0);
    const queue = (await call('GET', '/api/chat/unanswered')).json().data;
    expect(queue.map((q: { question: string }) => q.question)).toContain('Giá vàng hôm nay bao nhiêu?');
  });

  it('answers a greeting, thanks and goodbye in kind: no item, no fallback, not in the unanswered queue', async () => {
    const hello = (await ask('Chào shop ạ')).json().data;
    expect(hello.botResponse).toMatchObject({ category: null, itemId: null, fallback: false, confidence: 1 });
    expect(hello.botResponse.text).toContain('Xin chào! Mình là trợ lý AI của Sao Việt Software.');
    expect(hello.botResponse.text).not.toContain('chưa hiểu');
    expect(hello.botResponse.suggestions.length).toBeGreaterThan(0);
    const thanks = (await ask('ok cảm ơn bạn nhiều nha', hello.sessionId)).json().data.botResponse;
    expect(thanks.text).toContain('Không có gì ạ!');
    const bye = (await ask('tam biet', hello.sessionId)).json().data.botResponse;
    expect(bye).toMatchObject({ fallback: false, suggestions: [] });
    expect(bye.text).toContain('Hẹn gặp lại bạn!');
    // a greeting with a question is a question
    const question = (await ask('Chào shop, làm web hết bn tiền vậy?', hello.sessionId)).json().data
      .botResponse;
    expect(question).toMatchObject({ category: 'báo_giá', fallback: false });

    const history = (
      await t.app.inject({ method: 'GET', url: `/api/chat/history/${hello.sessionId}` })
    ).json();
    expect(history.data.items.map((i: { fallback: boolean }) => i.fallback)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const queue = (await call('GET', '/api/chat/unanswered')).json().data;
    expect(queue.map((q: { question: string }) => q.question)).not.toContain('Chào shop ạ');
    // the admin's test box says what the widget will do
    const probe = (await call('POST', '/api/chat/training/test', { message: 'xin chào' })).json().data;
    expect(probe).toMatchObject({ smallTalk: 'greeting', fallback: false });
  });

  it('keeps the session across messages, and history reads page 1 with 10 items, oldest first', async () => {
    const first = (await ask('Quy trình làm việc như thế nào?')).json().data.sessionId;
    const ip = newIp();
    for (let i = 0; i < 9; i++) await ask(`Làm website mất bao lâu? (${i})`, first, ip);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/chat/history/${first}?page=1&limit=10` })
    ).json();
    expect(history.data.total).toBe(10);
    expect(history.data.items).toHaveLength(10);
    expect(history.data.items[0].userMessage).toBe('Quy trình làm việc như thế nào?');
  });

  it('refuses the 11th message of a minute from one address with 429 in Vietnamese, not another address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++)
      expect((await ask('Giờ làm việc của công ty?', undefined, ip)).statusCode).toBe(200);
    const refused = await ask('Giờ làm việc của công ty?', undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: CHAT_RATE_LIMITED_MESSAGE,
      code: 'RATE_LIMITED',
    });
    expect((await ask('Giờ làm việc của công ty?')).statusCode).toBe(200);
  });

  it('answers bad input with 400 in Vietnamese and stores nothing', async () => {
    const before = (await call('GET', '/api/chat/stats')).json().data.totalMessages;
    for (const payload of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(1001) },
      { message: 'hi', sessionId: '../x' },
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        payload,
        remoteAddress: newIp(),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    }
    expect((await call('GET', '/api/chat/stats')).json().data.totalMessages).toBe(before);
  });
});

describe('POST /api/chat/feedback', () => {
  it("updates the answering item's success rate, and a not-helpful answer joins the unanswered queue", async () => {
    const answer = (await ask('Có xuất hóa đơn đỏ không?')).json().data;
    const itemId = answer.botResponse.itemId;
    expect(itemId).toBeTruthy();
    const good = (await ask('Bên bạn có xuất hóa đơn VAT không?')).json().data;
    const rate = (sessionId: string, messageId: string, rating: number, comment?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/feedback',
        payload: { sessionId, messageId, rating, comment },
      });

    expect((await rate(good.sessionId, good.botResponse.messageId, 5)).json()).toEqual({
      success: true,
      message: 'Cảm ơn bạn đã góp ý!',
    });
    expect((await rate(answer.sessionId, answer.botResponse.messageId, 1, 'Chưa rõ')).statusCode).toBe(200);
    const list = (await call('GET', '/api/chat/training?status=all&limit=100')).json().data;
    expect(list.find((i: { _id: string }) => i._id === itemId).usage.successRate).toBe(50);

    const queue = (await call('GET', '/api/chat/unanswered')).json().data;
    expect(queue).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'Có xuất hóa đơn đỏ không?', reason: 'not_helpful' }),
      ]),
    );
    const stats = (await call('GET', '/api/chat/stats')).json().data;
    expect(stats.ratings).toBeGreaterThanOrEqual(2);
    expect(stats.accuracy).not.toBeNull();
  });

  it('refuses a message of another session (404) and a bad rating (400)', async () => {
    const answer = (await ask('Email của công ty là gì?')).json().data;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      payload: { sessionId: 'someone-else', messageId: answer.botResponse.messageId, rating: 5 },
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      payload: { sessionId: answer.sessionId, messageId: answer.botResponse.messageId, rating: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Đánh giá phải từ 1 đến 5');
  });
});

describe('training', () => {
  it('a new item is active by default, sanitised, and answers the very next question', async () => {
    expect((await ask('Có làm website cho trường mầm non không?')).json().data.botResponse.fallback).toBe(
      true,
    );
    const created = await call('POST', '/api/chat/training', newItem);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: TRAINING_MESSAGES.created,
      data: {
        status: 'active',
        priority: 6,
        keywords: ['trường mầm non', 'nhà trẻ', 'website trường học'],
        response: { suggestions: ['Xem bảng giá', 'Đặt lịch tư vấn'] },
      },
    });
    expect(created.json().data.response.text).not.toContain('<script');
    const answer = (await ask('bên bạn có làm web cho trường mầm non ko')).json().data.botResponse;
    expect(answer).toMatchObject({ itemId: created.json().data._id, category: 'dịch_vụ', fallback: false });

    // paused: it no longer answers; deleted: gone from the list
    const id = created.json().data._id;
    const paused = await call('PUT', `/api/chat/training/${id}`, { ...newItem, status: 'inactive' });
    expect(paused.json().message).toBe(TRAINING_MESSAGES.updated);
    expect((await ask('bên bạn có làm web cho trường mầm non ko')).json().data.botResponse.itemId).not.toBe(
      id,
    );
    const removed = await call('DELETE', `/api/chat/training/${id}`);
    expect(removed.json()).toEqual({ success: true, message: TRAINING_MESSAGES.deleted });
    expect((await call('DELETE', `/api/chat/training/${id}`)).statusCode).toBe(404);
  });

  it('lists active items by default, 10 a page, with category, search by type and pagination', async () => {
    const page = (await call('GET', '/api/chat/training')).json();
    expect(page.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(page.data).toHaveLength(10);
    expect(page.data.every((i: { status: string }) => i.status === 'active')).toBe(true);
    const inactive = (await call('GET', '/api/chat/training?status=inactive')).json().data;
    expect(inactive.map((i: { pattern: string }) => i.pattern)).toContain(
      'Có làm ứng dụng bằng Flutter không?',
    );
    const contact = (await call('GET', '/api/chat/training?category=liên_hệ&limit=100')).json().data;
    expect(contact.length).toBeGreaterThanOrEqual(8);
    expect(contact.every((i: { category: string }) => i.category === 'liên_hệ')).toBe(true);
    // search ignores diacritics; the type selector narrows where it looks
    const byKeyword = (await call('GET', '/api/chat/training?search=hoa%20don&searchType=keywords')).json()
      .data;
    expect(byKeyword.map((i: { pattern: string }) => i.pattern)).toEqual(['Có xuất hóa đơn VAT không?']);
    const byPattern = (await call('GET', '/api/chat/training?search=hoa%20don&searchType=pattern')).json()
      .data;
    expect(byPattern.map((i: { pattern: string }) => i.pattern)).toEqual(['Có xuất hóa đơn VAT không?']);
    const byContent = (await call('GET', '/api/chat/training?search=argon2&searchType=content')).json().data;
    expect(byContent).toHaveLength(1);
    expect(
      (await call('GET', '/api/chat/training?search=argon2&searchType=pattern')).json().data,
    ).toHaveLength(0);
  });

  it('refuses bad input in Vietnamese (spec 002 §5) and staff', async () => {
    const missing = await call('POST', '/api/chat/training', { ...newItem, pattern: '', keywords: ' , ' });
    expect(missing.statusCode).toBe(400);
    expect(Object.values(missing.json().errors ?? {}).join(' ') + missing.json().message).toMatch(
      /Vui lòng nhập câu hỏi mẫu|Vui lòng nhập ít nhất một từ khóa/,
    );
    const priority = await call('POST', '/api/chat/training', { ...newItem, priority: 11 });
    expect(priority.statusCode).toBe(400);
    const emptyAnswer = await call('POST', '/api/chat/training', {
      ...newItem,
      response: { text: '<script>x</script>', suggestions: [] },
    });
    expect(emptyAnswer.statusCode).toBe(400);
    expect(emptyAnswer.json().message).toBe('Vui lòng nhập câu trả lời');
    expect((await call('GET', '/api/chat/training?category=khac')).statusCode).toBe(400);
    expect((await call('PUT', '/api/chat/training/not-an-id', newItem)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/chat/training'],
      ['GET', '/api/chat/stats'],
      ['GET', '/api/chat/unanswered'],
      ['POST', '/api/chat/training'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? newItem : undefined, staff)).statusCode).toBe(403);
      expect((await call(method, url, method === 'POST' ? newItem : undefined, {})).statusCode).toBe(401);
    }
  });

  it('the test box shows the match and its confidence, and takes a draft into account before saving', async () => {
    const plain = (
      await call('POST', '/api/chat/training/test', { message: 'Có bán máy pha cà phê không?' })
    ).json().data;
    expect(plain.fallback).toBe(true);
    const draft = {
      ...newItem,
      pattern: 'Có bán máy pha cà phê không?',
      keywords: 'máy pha cà phê',
      category: 'dịch_vụ',
    };
    const withDraft = (
      await call('POST', '/api/chat/training/test', { message: 'Có bán máy pha cà phê không?', draft })
    ).json().data;
    expect(withDraft.fallback).toBe(false);
    expect(withDraft.matches[0]).toMatchObject({ draft: true, itemId: null, category: 'dịch_vụ' });
    expect(withDraft.threshold).toBeGreaterThan(0);
    // nothing was saved
    expect((await ask('Có bán máy pha cà phê không?')).json().data.botResponse.fallback).toBe(true);
  });

  it("'Tạo câu trả lời' turns a queued question into an item; its similar questions leave the queue with it", async () => {
    await ask('Có cho thuê máy in văn phòng theo tháng không?');
    await ask('cho thuê máy in văn phòng theo tháng ko');
    const queue = (await call('GET', '/api/chat/unanswered')).json().data;
    const group = queue.find(
      (q: { question: string }) => q.question === 'cho thuê máy in văn phòng theo tháng ko',
    );
    expect(group).toMatchObject({
      count: 2,
      reason: 'fallback',
      similar: ['Có cho thuê máy in văn phòng theo tháng không?'],
    });
    const trained = await call('POST', `/api/chat/unanswered/${group._id}/train`, {
      ...newItem,
      pattern: group.question,
      keywords: 'thuê máy in, máy in văn phòng, photocopy',
      category: 'dịch_vụ',
    });
    expect(trained.statusCode).toBe(201);
    const after = (await call('GET', '/api/chat/unanswered')).json().data;
    expect(after.map((q: { question: string }) => q.question)).not.toContain(group.question);
    expect((await ask('Có cho thuê máy in không?')).json().data.botResponse.itemId).toBe(
      trained.json().data._id,
    );
    expect((await call('POST', `/api/chat/unanswered/${group._id}/train`, newItem)).statusCode).toBe(404);
  });
});

describe('GET /api/chat/stats', () => {
  it('counts the stored messages: total, today, 7 and 30 days, distinct sessions, and a daily fallback series', async () => {
    const before = (await call('GET', '/api/chat/stats')).json().data;
    await ask('Giá vàng hôm nay?');
    const after = (await call('GET', '/api/chat/stats')).json();
    expect(after).toMatchObject({ success: true, message: 'Thành công' });
    const s = after.data;
    expect(s.totalMessages).toBe(before.totalMessages + 1);
    expect(s.todayMessages).toBe(before.todayMessages + 1);
    expect(s.last7DaysMessages).toBe(before.last7DaysMessages + 1);
    expect(s.last30DaysMessages).toBe(before.last30DaysMessages + 1);
    expect(s.uniqueSessions).toBe(before.uniqueSessions + 1);
    expect(s.daily).toHaveLength(14);
    expect(s.daily.at(-1).fallbacks).toBe(before.daily.at(-1).fallbacks + 1);
    // the seed's conversations count too: five messages in four sessions over the last week
    expect(s.totalMessages).toBeGreaterThanOrEqual(5);
  });
});
