import { describe, expect, it } from 'vitest';
import { businessCalendarSchema, BUSINESS_HOURS_MESSAGES as M } from './business-hours.schema.ts';
import { BUSINESS_CALENDAR, nextOpeningAt, openingLabel } from './business-hours.ts';

// the live chat widget outside business hours: when someone will answer (Vietnam time)
describe('the next opening', () => {
  it('is now when open, later the same day before opening, the next working day after closing', () => {
    const open = new Date('2026-11-26T03:00:00Z'); // Thursday 10:00
    expect(nextOpeningAt(open, BUSINESS_CALENDAR)).toEqual(open);
    expect(nextOpeningAt(new Date('2026-11-26T00:00:00Z'), BUSINESS_CALENDAR)?.toISOString()).toBe(
      '2026-11-26T01:00:00.000Z',
    );
    // Friday 22:30 → Saturday 08:00
    expect(nextOpeningAt(new Date('2026-11-27T15:30:00Z'), BUSINESS_CALENDAR)?.toISOString()).toBe(
      '2026-11-28T01:00:00.000Z',
    );
    // Saturday 13:00 → Monday 08:00
    expect(nextOpeningAt(new Date('2026-11-28T06:00:00Z'), BUSINESS_CALENDAR)?.toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
  });

  it('skips holidays, and is null for a calendar that never opens', () => {
    // Quốc khánh 29/08–02/09/2026: the evening before it → Thursday 03/09 08:00
    expect(nextOpeningAt(new Date('2026-08-28T12:00:00Z'), BUSINESS_CALENDAR)?.toISOString()).toBe(
      '2026-09-03T01:00:00.000Z',
    );
    const never = { hours: [], holidays: [] };
    expect(nextOpeningAt(new Date('2026-11-26T03:00:00Z'), never)).toBeNull();
  });

  it('is named as a visitor reads it', () => {
    expect(openingLabel(new Date('2026-11-30T01:00:00Z'))).toBe('08:00 Thứ Hai, 30/11/2026');
    expect(M.closed('08:00 Thứ Hai, 30/11/2026')).toBe(
      'Hiện đang ngoài giờ làm việc. Nhân viên sẽ trả lời bạn từ 08:00 Thứ Hai, 30/11/2026.',
    );
  });
});

describe('the calendar as Hệ thống saves it', () => {
  it('accepts the default calendar', () => {
    expect(businessCalendarSchema.safeParse(BUSINESS_CALENDAR).success).toBe(true);
  });

  it('refuses a span that ends before it starts, a bad time, no day, and a holiday that ends before it starts', () => {
    const messages = (value: unknown) =>
      businessCalendarSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ hours: [{ days: [1], from: '17:00', to: '08:00' }], holidays: [] })).toEqual([
      M.spanOrder,
    ]);
    expect(messages({ hours: [{ days: [1], from: '8h', to: '17:00' }], holidays: [] })).toEqual([
      M.timeInvalid,
    ]);
    expect(messages({ hours: [{ days: [], from: '08:00', to: '17:00' }], holidays: [] })).toEqual([
      M.daysRequired,
    ]);
    expect(messages({ hours: [], holidays: [] })).toEqual([M.spansRequired]);
    expect(
      messages({
        hours: [{ days: [1], from: '08:00', to: '17:00' }],
        holidays: [{ name: 'Tết', from: '2027-02-10', to: '2027-02-05' }],
      }),
    ).toEqual([M.holidayOrder]);
  });
});
