import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { plainDestination, plainLine } from './plain-log.ts';

// decision 027: the server's log lines have the start-up's plain form, never raw JSON records
describe('the plain log', () => {
  it('info, warnings and errors of pino become "[server] …" lines, an error with its stack below it', () => {
    const out: string[] = [];
    const log = pino({ level: 'info' }, plainDestination({ write: (t) => out.push(t) }));
    log.info('Server listening at http://127.0.0.1:3000');
    log.warn({ url: '/api/news', ms: 1200 }, 'slow request');
    log.error({ err: new Error('boom') }, 'Sao lưu định kỳ thất bại');
    expect(out[0]).toBe('[server] Server listening at http://127.0.0.1:3000\n');
    expect(out[1]).toBe('[server] Cảnh báo: slow request (url=/api/news, ms=1200)\n');
    expect(out[2]).toMatch(/^\[server\] Lỗi: Sao lưu định kỳ thất bại\n {4}Error: boom\n {8}at /);
    for (const text of out) for (const line of text.trimEnd().split('\n')) expect(line).not.toMatch(/^\{/);
  });

  it('a line that is not a JSON record is kept as it is', () => {
    expect(plainLine('plain text')).toBe('plain text\n');
  });
});
