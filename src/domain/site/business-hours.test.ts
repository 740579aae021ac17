import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CALENDAR,
  holidayLine,
  isOpenAt,
  openingLines,
  upcomingHolidays,
} from './business-hours.ts';

// decision 038: the office calendar in Vietnam time (UTC+7)
describe('the office calendar', () => {
  it('is open on a weekday from 08:00 to 17:30 and on Saturday morning, Vietnam time', () => {
    expect(isOpenAt(new Date('2026-11-26T01:00:00Z'))).toBe(true); // Thursday 08:00
    expect(isOpenAt(new Date('2026-11-26T00:59:00Z'))).toBe(false); // Thursday 07:59
    expect(isOpenAt(new Date('2026-11-26T10:30:00Z'))).toBe(false); // Thursday 17:30
    expect(isOpenAt(new Date('2026-11-28T04:59:00Z'))).toBe(true); // Saturday 11:59
    expect(isOpenAt(new Date('2026-11-29T03:00:00Z'))).toBe(false); // Sunday
  });

  it('is closed on a holiday, and lists the next ones', () => {
    expect(isOpenAt(new Date('2026-09-02T03:00:00Z'))).toBe(false); // Quốc khánh, a Wednesday
    expect(upcomingHolidays(new Date('2026-11-26T03:00:00Z')).map((h) => h.name)).toEqual([
      'Tết Dương lịch',
      'Tết Nguyên đán',
    ]);
    expect(holidayLine(BUSINESS_CALENDAR.holidays[1]!)).toBe('Tết Nguyên đán: 14/02/2026 – 22/02/2026');
  });

  it('says its hours as the site shows them', () => {
    expect(openingLines()).toEqual(['Thứ Hai – Thứ Sáu: 08:00 – 17:30', 'Thứ Bảy: 08:00 – 12:00']);
  });
});
