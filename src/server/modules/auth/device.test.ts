import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '#domain/auth/session.schema.ts';
import { describeDevice } from './device.ts';

describe('describeDevice (the sessions list names a device in plain words)', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.91 Safari/537.36',
      ),
    ).toBe('Chrome 130 trên Linux');
    expect(
      describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox 132 trên Windows');
  });

  it('says when it is a phone or a tablet', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 trên Android (điện thoại)');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 trên iOS (máy tính bảng)');
  });

  it('falls back to "unknown device" for a missing or unrecognised agent', () => {
    expect(describeDevice(null)).toBe(SESSION_MESSAGES.unknownDevice);
    expect(describeDevice('curl/8.0')).toBe(SESSION_MESSAGES.unknownDevice);
  });
});
