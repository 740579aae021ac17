import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// decision 037: an OpenAI-compatible model, here a local stub over real HTTP. It is given the
// retrieved passages and their sources only and must cite one; a reply without a source, a time-out or an error
// leaves the retrieval answer; a fallback never asks it.
type Mode = 'ok' | 'slow' | 'error' | 'garbage' | 'uncited' | 'cites-page';
let mode: Mode = 'ok';
const received: Array<{
  auth: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];
let server: Server;
let t: TestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      received.push({ auth: request.headers.authorization, body: JSON.parse(raw) });
      if (mode === 'error') return void response.writeHead(500).end('{"error":"boom"}');
      if (mode === 'garbage')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
      const content =
        mode === 'uncited'
          ? 'Website doanh nghiệp khoảng 3 triệu thôi.'
          : mode === 'cites-page'
            ? 'Gói Agency rẻ nhất là Quản trị và bảo trì website [1].'
            : 'Website doanh nghiệp từ 8 triệu [1] <script>x</script>.\n\nCảm ơn bạn!';
      const answer = () =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      if (mode === 'slow') setTimeout(answer, 6000);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // the model's time-out (2 s) is far from both the stub's answer (at once) and its slow answer (6 s), so a busy
  // machine does not turn one into the other
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'stub-model', timeoutMs: 2000 },
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ask = async (message: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      remoteAddress: `10.9.${received.length}.${Math.floor(Math.random() * 250) + 1}`,
      payload: { message },
    })
  ).json().data.botResponse;

describe('the optional language model', () => {
  it('answers in its words, as escaped text, from the retrieved passages only, citing one', async () => {
    mode = 'ok';
    const before = received.length;
    const answer = await ask('Làm website giá bao nhiêu?');
    expect(received.length).toBe(before + 1);
    const request = received.at(-1)!;
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.model).toBe('stub-model');
    const system = request.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('[1] Làm website giá bao nhiêu?');
    expect(system).toContain('5.000.000 đ');
    // the passages retrieved, not the whole catalogue
    expect(system).not.toContain('Đồng hành chuyển đổi số');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'Làm website giá bao nhiêu?' });
    expect(answer.text).toBe(
      '<p>Website doanh nghiệp từ 8 triệu &lt;script&gt;x&lt;/script&gt;.</p><p>Cảm ơn bạn!</p>',
    );
    expect(answer).toMatchObject({ category: 'báo_giá', fallback: false });
  });

  it.each(['slow', 'error', 'garbage'] as const)(
    'keeps the retrieval answer when the model is %s',
    async (m) => {
      mode = m;
      const answer = await ask('Làm website giá bao nhiêu?');
      expect(answer.text).toContain('5.000.000 đ');
      expect(answer.fallback).toBe(false);
    },
  );

  it('a reply that cites no passage it was given is replaced by the retrieval answer', async () => {
    mode = 'uncited';
    const before = received.length;
    const answer = await ask('Làm website giá bao nhiêu?');
    expect(received.length).toBe(before + 1);
    expect(answer.text).not.toContain('3 triệu');
    expect(answer.text).toContain('5.000.000 đ');
  });

  it("an answer from a page keeps the cited passage's source as its link", async () => {
    mode = 'cites-page';
    const answer = await ask('gói agency bao nhiêu');
    const system = received.at(-1)!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain(
      '[1] Các gói Agency giá bao nhiêu? (nguồn: Bảng giá Agency, /price-list?type=agency)',
    );
    expect(answer.text).toBe('<p>Gói Agency rẻ nhất là Quản trị và bảo trì website.</p>');
    expect(answer.source).toEqual({ title: 'Bảng giá Agency', url: '/price-list?type=agency' });
  });

  it('never asks the model when the assistant does not know', async () => {
    mode = 'ok';
    const before = received.length;
    const answer = await ask('Giá vàng hôm nay bao nhiêu?');
    expect(answer.fallback).toBe(true);
    expect(received.length).toBe(before);
  });
});
