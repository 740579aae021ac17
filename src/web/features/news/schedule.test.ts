import { describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, minScheduleValue, scheduleProblem, toDateTimeLocal } from './schedule.ts';

describe('schedule picker (spec 001 §4, §5)', () => {
  const now = new Date(2026, 10, 22, 9, 30, 20).getTime();

  it('offers now plus 5 minutes, rounded up to the next whole minute', () => {
    expect(minScheduleValue(now)).toBe(toDateTimeLocal(new Date(2026, 10, 22, 9, 36)));
    expect(minScheduleValue(new Date(2026, 10, 22, 9, 30, 0, 0).getTime())).toBe(
      toDateTimeLocal(new Date(2026, 10, 22, 9, 35)),
    );
  });

  it('asks for a time, then for one at least 5 minutes ahead', () => {
    expect(scheduleProblem('', now)).toBe('Vui lòng chọn thời gian hẹn giờ đăng');
    expect(scheduleProblem(toDateTimeLocal(new Date(now + 4 * 60_000)), now)).toBe(
      'Thời gian hẹn giờ phải cách hiện tại ít nhất 5 phút',
    );
    expect(scheduleProblem(minScheduleValue(now), now)).toBeNull();
  });

  it('sends ISO 8601 with the browser offset, the same instant as the picked local time', () => {
    const value = '2026-11-22T10:15';
    const iso = dateTimeLocalToIso(value);
    expect(iso).toMatch(/^2026-11-22T10:15:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso as string).getTime()).toBe(new Date(value).getTime());
    expect(dateTimeLocalToIso('')).toBeNull();
    expect(dateTimeLocalToIso('không phải ngày')).toBeNull();
  });
});
