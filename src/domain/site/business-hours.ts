/**
 * The company's working hours and days off: the one home of the office calendar (decision 038). The AI assistant
 * answers hours and holiday questions from it; a later "business hours" of the live chat reads the same values.
 * Times are Vietnam time (UTC+7, no daylight saving). Pure: usable on the server and in the browser.
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type OpeningSpan = { days: readonly Weekday[]; from: string; to: string };
export type Holiday = { from: string; to: string; name: string };

export type BusinessCalendar = { hours: readonly OpeningSpan[]; holidays: readonly Holiday[] };

/**
 * The office calendar: the hours /advise shows (COMPANY.openingHours) and the public holidays of Vietnam the office
 * closes for (Bộ luật Lao động 2019, art. 112; Tết and 30/4–1/5 as the government's yearly notice sets them).
 * Edited here (and deployed) until an office screen holds it.
 */
export const BUSINESS_CALENDAR: BusinessCalendar = {
  hours: [
    { days: [1, 2, 3, 4, 5], from: '08:00', to: '17:30' },
    { days: [6], from: '08:00', to: '12:00' },
  ],
  holidays: [
    { from: '2026-01-01', to: '2026-01-01', name: 'Tết Dương lịch' },
    { from: '2026-02-14', to: '2026-02-22', name: 'Tết Nguyên đán' },
    { from: '2026-04-26', to: '2026-04-26', name: 'Giỗ Tổ Hùng Vương' },
    { from: '2026-04-30', to: '2026-05-03', name: 'Ngày Giải phóng miền Nam và Quốc tế Lao động' },
    { from: '2026-08-29', to: '2026-09-02', name: 'Quốc khánh' },
    { from: '2027-01-01', to: '2027-01-03', name: 'Tết Dương lịch' },
    { from: '2027-02-05', to: '2027-02-11', name: 'Tết Nguyên đán' },
    { from: '2027-04-16', to: '2027-04-16', name: 'Giỗ Tổ Hùng Vương' },
    { from: '2027-04-30', to: '2027-05-02', name: 'Ngày Giải phóng miền Nam và Quốc tế Lao động' },
    { from: '2027-09-01', to: '2027-09-02', name: 'Quốc khánh' },
  ],
};

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_NAMES = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const two = (n: number) => String(n).padStart(2, '0');
const dateLabel = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The Vietnam calendar day (YYYY-MM-DD), weekday and minute of the day of an instant. */
export function vietnamDay(at: Date): { date: string; weekday: Weekday; minute: number } {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  return {
    date,
    weekday: local.getUTCDay() as Weekday,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

export function holidayOn(date: string, calendar: BusinessCalendar = BUSINESS_CALENDAR): Holiday | null {
  return calendar.holidays.find((h) => h.from <= date && date <= h.to) ?? null;
}

/** Whether the office is open at an instant: a working span of that weekday, and not a holiday. */
export function isOpenAt(at: Date, calendar: BusinessCalendar = BUSINESS_CALENDAR): boolean {
  const { date, weekday, minute } = vietnamDay(at);
  if (holidayOn(date, calendar)) return false;
  return calendar.hours.some(
    (s) => s.days.includes(weekday) && minutes(s.from) <= minute && minute < minutes(s.to),
  );
}

/** The next holidays that end on or after the day of `at`, soonest first. */
export function upcomingHolidays(
  at: Date,
  count = 2,
  calendar: BusinessCalendar = BUSINESS_CALENDAR,
): Holiday[] {
  const { date } = vietnamDay(at);
  return calendar.holidays
    .filter((h) => h.to >= date)
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, count);
}

/** "Thứ Hai – Thứ Sáu: 08:00 – 17:30" lines, in the calendar's order. */
export function openingLines(calendar: BusinessCalendar = BUSINESS_CALENDAR): string[] {
  return calendar.hours.map((s) => {
    const first = DAY_NAMES[s.days[0]!];
    const last = DAY_NAMES[s.days[s.days.length - 1]!];
    const days = s.days.length > 1 ? `${first} – ${last}` : first;
    return `${days}: ${s.from} – ${s.to}`;
  });
}

export function holidayLine(h: Holiday): string {
  return h.from === h.to
    ? `${h.name}: ${dateLabel(h.from)}`
    : `${h.name}: ${dateLabel(h.from)} – ${dateLabel(h.to)}`;
}

/** The first instant at or after `at` when the office is open (within a year and a month), or null. */
export function nextOpeningAt(at: Date, calendar: BusinessCalendar = BUSINESS_CALENDAR): Date | null {
  if (isOpenAt(at, calendar)) return at;
  const firstDay = Date.parse(`${vietnamDay(at).date}T00:00:00+07:00`);
  for (let d = 0; d < 400; d++) {
    const dayStart = firstDay + d * 86_400_000;
    const { date, weekday } = vietnamDay(new Date(dayStart));
    if (holidayOn(date, calendar)) continue;
    const starts = calendar.hours
      .filter((s) => s.days.includes(weekday))
      .map((s) => dayStart + minutes(s.from) * 60_000)
      .filter((t) => t > at.getTime())
      .sort((a, b) => a - b);
    if (starts[0] !== undefined) return new Date(starts[0]);
  }
  return null;
}

/** "08:00 Thứ Hai, 30/11/2026": an opening as the widget names it (Vietnam time). */
export function openingLabel(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const iso = local.toISOString();
  return `${iso.slice(11, 16)} ${DAY_NAMES[local.getUTCDay()]}, ${dateLabel(iso.slice(0, 10))}`;
}
