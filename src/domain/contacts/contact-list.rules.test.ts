import { describe, expect, it } from 'vitest';
import { activityRange } from './contact-list.rules.ts';

describe('activityRange', () => {
  // 00:30 on 27 November in Vietnam is still the 26th in UTC: the days are Vietnam's
  const now = new Date('2026-11-26T17:30:00Z');

  it('counts today and the days before it in Vietnam time', () => {
    expect(activityRange('7', now)).toEqual({ activeFrom: '2026-11-21', activeTo: '' });
    expect(activityRange('30', now)).toEqual({ activeFrom: '2026-10-29', activeTo: '' });
  });

  it('ends "more than 90 days" on the 91st day back', () => {
    expect(activityRange('older', now)).toEqual({ activeFrom: '', activeTo: '2026-08-28' });
  });

  it('leaves the range open for any other value', () => {
    expect(activityRange('', now)).toEqual({ activeFrom: '', activeTo: '' });
    expect(activityRange('abc', now)).toEqual({ activeFrom: '', activeTo: '' });
    expect(activityRange('-3', now)).toEqual({ activeFrom: '', activeTo: '' });
  });
});
