import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, homePathFor, readSession, saveSession } from './session.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWithExp = (exp: number) => `${encode({ alg: 'HS256' })}.${encode({ exp })}.sig`;
const admin = { _id: 'a1', fullName: 'Quản trị viên', email: 'admin@example.com', role: 'admin' as const };
const NOW = Date.UTC(2025, 5, 1);

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser session (spec 000 §4 "Admin session")', () => {
  it('returns the stored session while the token is valid', () => {
    const token = tokenWithExp(NOW / 1000 + 60);
    saveSession(token, admin);
    expect(readSession(NOW)).toEqual({ token, admin });
    expect(storage.getItem('adminToken')).toBe(token);
    expect(JSON.parse(storage.getItem('adminInfo') ?? '')).toEqual(admin);
  });

  it('clears an expired token and its info', () => {
    saveSession(tokenWithExp(NOW / 1000 - 1), admin);
    expect(readSession(NOW)).toBeNull();
    expect(storage.getItem('adminToken')).toBeNull();
    expect(storage.getItem('adminInfo')).toBeNull();
  });

  it('clears corrupt or incomplete admin info', () => {
    const token = tokenWithExp(NOW / 1000 + 60);
    for (const info of [
      '{not json',
      JSON.stringify({ ...admin, role: 'owner' }),
      JSON.stringify({ _id: 'x' }),
    ]) {
      storage.setItem('adminToken', token);
      storage.setItem('adminInfo', info);
      expect(readSession(NOW)).toBeNull();
      expect(storage.getItem('adminToken')).toBeNull();
    }
  });

  it('clears a token stored without info, and the reverse', () => {
    storage.setItem('adminToken', tokenWithExp(NOW / 1000 + 60));
    expect(readSession(NOW)).toBeNull();
    expect(storage.getItem('adminToken')).toBeNull();
    storage.setItem('adminInfo', JSON.stringify(admin));
    expect(readSession(NOW)).toBeNull();
    expect(storage.getItem('adminInfo')).toBeNull();
  });

  it('clearSession removes both keys', () => {
    saveSession(tokenWithExp(NOW / 1000 + 60), admin);
    clearSession();
    expect(readSession(NOW)).toBeNull();
  });

  it('sends staff to the news list and admins to the dashboard', () => {
    expect(homePathFor({ ...admin, role: 'staff' })).toBe('/admin/news/list');
    expect(homePathFor(admin)).toBe('/admin/dashboard');
    expect(homePathFor({ ...admin, role: 'staff', permissions: ['chat.answer'] })).toBe('/admin/chat/live');
  });
});
