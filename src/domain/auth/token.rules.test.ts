import { describe, expect, it } from 'vitest';
import { isTokenUsable, tokenExpiresAt } from './token.rules.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;

describe('token expiry as the browser reads it (spec 000 §5)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('reads exp from the base64url payload, including non-ASCII claims', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_900_000_000, name: 'Nguyễn Văn Ánh ~~??' }))).toBe(1_900_000_000);
  });

  it('accepts a token whose exp lies ahead', () => {
    expect(isTokenUsable(jwt({ exp: nowSeconds + 60 }), now)).toBe(true);
  });

  it('rejects a token whose exp has passed or is now', () => {
    expect(isTokenUsable(jwt({ exp: nowSeconds - 1 }), now)).toBe(false);
    expect(isTokenUsable(jwt({ exp: nowSeconds }), now)).toBe(false);
  });

  it('rejects tokens without a readable exp', () => {
    for (const token of ['', 'abc', 'a.b', 'a.!!!.c', jwt({ sub: 'x' }), jwt({ exp: 'soon' }), jwt(null)]) {
      expect(isTokenUsable(token, now)).toBe(false);
    }
  });
});
