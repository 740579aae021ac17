import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// issue 16 item 2: an OpenAI-compatible model, here a local stub over real HTTP. It answers from the retrieved
// items; a time-out or an error leaves the retrieval answer; a fallback never asks it.
type Mode = 'ok' | 'slow' | 'error' | 'garbage';
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
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content: 'Website doanh nghiệp từ 8 triệu <script>x</script>.\n\nCảm ơn bạn!',
                },
              },
            ],
          }),
        );
      if (mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'stub-model', timeoutMs: 500 },
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
  it('answers in its words, as escaped text, from the retrieved items and the site services', async () => {
    mode = 'ok';
    const before = received.length;
    const answer = await ask('Làm website giá bao nhiêu?');
    expect(received.length).toBe(before + 1);
    const request = received.at(-1)!;
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.model).toBe('stub-model');
    const system = request.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Website thương mại điện tử: từ 25.000.000 đ');
    expect(system).toContain('Landing page chiến dịch');
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

  it('never asks the model when the assistant does not know', async () => {
    mode = 'ok';
    const before = received.length;
    const answer = await ask('Giá vàng hôm nay bao nhiêu?');
    expect(answer.fallback).toBe(true);
    expect(received.length).toBe(before);
  });
});
