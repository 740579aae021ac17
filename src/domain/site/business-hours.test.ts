import { describe, expect, it } from 'vitest';
import { normaliseWords } from '../chat/vietnamese-text.rules.ts';
import {
  BUSINESS_CALENDAR,
  closedLine,
  holidayLine,
  holidaysNamed,
  isOpenAt,
  openingLines,
  upcomingHolidays,
  weekdayLine,
} from './business-hours.ts';

// decision 038: the office calendar's rules in Vietnam time (UTC+7), over the calendar in force until one is saved
const C = BUSINESS_CALENDAR;

describe('the office calendar', () => {
  it('is open on a weekday from 08:00 to 17:30 and on Saturday morning, Vietnam time', () => {
    expect(isOpenAt(new Date('2026-11-26T01:00:00Z'), C)).toBe(true); // Thursday 08:00
    expect(isOpenAt(new Date('2026-11-26T00:59:00Z'), C)).toBe(false); // Thursday 07:59
    expect(isOpenAt(new Date('2026-11-26T10:30:00Z'), C)).toBe(false); // Thursday 17:30
    expect(isOpenAt(new Date('2026-11-28T04:59:00Z'), C)).toBe(true); // Saturday 11:59
    expect(isOpenAt(new Date('2026-11-29T03:00:00Z'), C)).toBe(false); // Sunday
  });

  it('is closed on a holiday, and lists the next ones', () => {
    expect(isOpenAt(new Date('2026-09-02T03:00:00Z'), C)).toBe(false); // Quốc khánh, a Wednesday
    expect(upcomingHolidays(new Date('2026-11-26T03:00:00Z'), 2, C).map((h) => h.name)).toEqual([
      'Tết Dương lịch',
      'Tết Nguyên đán',
    ]);
    expect(holidayLine(BUSINESS_CALENDAR.holidays[1]!)).toBe('Tết Nguyên đán: 14/02/2026 – 22/02/2026');
  });

  it('says its hours as the site shows them', () => {
    expect(openingLines(C)).toEqual(['Thứ Hai – Thứ Sáu: 08:00 – 17:30', 'Thứ Bảy: 08:00 – 12:00']);
  });

  it('says the days it is closed and what it does on one weekday', () => {
    expect(closedLine(C)).toBe('Chủ Nhật: nghỉ');
    expect(weekdayLine(6, C)).toBe('Thứ Bảy: 08:00 – 12:00');
    expect(weekdayLine(0, C)).toBe('Chủ Nhật: nghỉ');
  });

  it('finds the next holiday a question names by its name or its date, not by a common pair of words', () => {
    const at = new Date('2026-11-26T03:00:00Z');
    const named = (q: string) => holidaysNamed(q, at, normaliseWords, C).map((h) => `${h.name} ${h.from}`);
    expect(named('Tết Nguyên đán nghỉ mấy ngày')).toEqual(['Tết Nguyên đán 2027-02-05']);
    expect(named('tet nghi khi nao')).toEqual(['Tết Dương lịch 2027-01-01', 'Tết Nguyên đán 2027-02-05']);
    expect(named('2/9 có làm việc không')).toEqual(['Quốc khánh 2027-09-01']);
    expect(named('hợp đồng lao động gia hạn thế nào')).toEqual([]);
  });
});
