import { describe, expect, it } from 'vitest';
import { deletedWindow, deleterName, localMidnight } from './product-trash.rules.ts';

describe('deleterName (spec 002 §3)', () => {
  it('takes the first available name in the spec order', () => {
    expect(deleterName({ fullName: 'Lan Anh', displayName: 'LA', email: 'x@y.vn' })).toBe('Lan Anh');
    expect(deleterName({ fullName: ' ', displayName: 'LA' })).toBe('LA');
    expect(deleterName({ firstName: 'Văn', lastName: 'Minh', name: 'n' })).toBe('Văn Minh');
    expect(deleterName({ name: 'n', username: 'u' })).toBe('n');
    expect(deleterName({ username: 'u', email: 'a@b.vn' })).toBe('u');
    expect(deleterName({ email: 'thu.ha@congty.vn' })).toBe('thu.ha');
    expect(deleterName({})).toBe('Người dùng');
  });
  it('falls back to a flat name, else Hệ thống', () => {
    expect(deleterName(null, 'Quản trị')).toBe('Quản trị');
    expect(deleterName(undefined)).toBe('Hệ thống');
  });
});

describe('deletedWindow (spec 002 §4)', () => {
  const now = new Date('2026-03-10T20:30:00Z'); // 03:30 on 11 March in Vietnam
  it('today starts at local midnight in Vietnam', () => {
    expect(localMidnight(now).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(deletedWindow('today', now)).toEqual({ from: new Date('2026-03-10T17:00:00Z') });
    expect(localMidnight(new Date('2026-03-10T16:59:59Z')).toISOString()).toBe('2026-03-09T17:00:00.000Z');
  });
  it('week, month and older are rolling windows', () => {
    expect(deletedWindow('week', now).from?.toISOString()).toBe('2026-03-03T20:30:00.000Z');
    expect(deletedWindow('month', now).from?.toISOString()).toBe('2026-02-08T20:30:00.000Z');
    expect(deletedWindow('older', now)).toEqual({ before: new Date('2026-02-08T20:30:00Z') });
  });
});
