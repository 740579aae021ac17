/**
 * The rules over the company's working hours and days off (decision 038). The calendar itself is a setting saved on
 * Hệ thống (decision 049): the live chat's availability and the AI assistant's hours answers both read the saved one
 * (decision 054), so every rule here takes the calendar it works on. Times are Vietnam time (UTC+7, no daylight
 * saving). Pure: usable on the server and in the browser.
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type OpeningSpan = { days: readonly Weekday[]; from: string; to: string };
export type Holiday = { from: string; to: string; name: string };

export type BusinessCalendar = { hours: readonly OpeningSpan[]; holidays: readonly Holiday[] };

/**
 * The calendar in force until an admin saves one on Hệ thống (decision 049): the hours /advise shows
 * (COMPANY.openingHours) and the public holidays of Vietnam the office closes for (Bộ luật Lao động 2019, art. 112;
 * Tết and 30/4–1/5 as the government's yearly notice sets them).
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

export function holidayOn(date: string, calendar: BusinessCalendar): Holiday | null {
  return calendar.holidays.find((h) => h.from <= date && date <= h.to) ?? null;
}

/** Whether the office is open at an instant: a working span of that weekday, and not a holiday. */
export function isOpenAt(at: Date, calendar: BusinessCalendar): boolean {
  const { date, weekday, minute } = vietnamDay(at);
  if (holidayOn(date, calendar)) return false;
  return calendar.hours.some(
    (s) => s.days.includes(weekday) && minutes(s.from) <= minute && minute < minutes(s.to),
  );
}

/** The next holidays that end on or after the day of `at`, soonest first. */
export function upcomingHolidays(at: Date, count: number, calendar: BusinessCalendar): Holiday[] {
  const { date } = vietnamDay(at);
  return calendar.holidays
    .filter((h) => h.to >= date)
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, count);
}

/** "Thứ Hai – Thứ Sáu: 08:00 – 17:30" lines, in the calendar's order. */
export function openingLines(calendar: BusinessCalendar): string[] {
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

/** The weekdays of no working span, as one line ("Chủ Nhật: nghỉ"), or null when the office works every day. */
export function closedLine(calendar: BusinessCalendar): string | null {
  const open = new Set(calendar.hours.flatMap((s) => s.days));
  const closed = ([1, 2, 3, 4, 5, 6, 0] as const).filter((d) => !open.has(d)).map((d) => DAY_NAMES[d]);
  return closed.length ? `${closed.join(', ')}: nghỉ` : null;
}

/** What the office does on one weekday: its hours ("Thứ Bảy: 08:00 – 12:00") or that it is closed. */
export function weekdayLine(weekday: Weekday, calendar: BusinessCalendar): string {
  const span = calendar.hours.find((s) => s.days.includes(weekday));
  return span ? `${DAY_NAMES[weekday]}: ${span.from} – ${span.to}` : `${DAY_NAMES[weekday]}: nghỉ`;
}

/** The days of a holiday as "d m" (no leading zeros), the way a visitor writes "2/9" once punctuation is gone. */
function dayMonths(h: Holiday): string[] {
  const out: string[] = [];
  for (let t = Date.parse(h.from); t <= Date.parse(h.to); t += 86_400_000) {
    const d = new Date(t);
    out.push(`${d.getUTCDate()} ${d.getUTCMonth() + 1}`);
  }
  return out;
}

/** Pairs of a holiday's name that say other things too ("hợp đồng lao động", "quốc tế", "miền Nam"). */
const COMMON_PAIRS = new Set(['lao dong', 'quoc te', 'mien nam', 'ngay giai']);

/**
 * The holidays a question names, from the day of `at` on, soonest first, the next of each name: by two neighbouring words of the name
 * ("nguyên đán", "quốc khánh", "giỗ tổ"), by "tết" for both Tết, or by one of its days written as a date ("2/9",
 * "30-4"). `fold` is the assistant's Vietnamese folding, applied to the question and the names alike.
 */
export function holidaysNamed(
  question: string,
  at: Date,
  fold: (text: string) => string[],
  calendar: BusinessCalendar,
): Holiday[] {
  const said = ` ${fold(question).join(' ')} `;
  const has = (run: string) => said.includes(` ${run} `);
  const dates = [...question.matchAll(/(?<!\d)(\d{1,2}) ?[/-] ?(\d{1,2})(?![\d/-])/g)].map(
    (m) => `${Number(m[1])} ${Number(m[2])}`,
  );
  const upcoming = upcomingHolidays(at, calendar.holidays.length, calendar);
  // the next one of each name: "Tết" asked in November is the coming Tết, not next year's too
  const next = upcoming.filter((h, i) => upcoming.findIndex((o) => o.name === h.name) === i);
  const byName = next.filter((h) => {
    const name = fold(h.name);
    // "và" joins two names ("Giải phóng miền Nam và Quốc tế Lao động"): a pair across it names nothing
    const pairs = name
      .slice(1)
      .map((w, i) => `${name[i]} ${w}`)
      .filter((p) => !p.split(' ').includes('va') && !COMMON_PAIRS.has(p));
    return pairs.some(has) || dayMonths(h).some((d) => dates.includes(d));
  });
  // "tết" alone names both Tết; "Tết Nguyên đán" only that one
  return byName.length > 0 ? byName : next.filter((h) => fold(h.name)[0] === 'tet' && has('tet'));
}

/** The first instant at or after `at` when the office is open (within a year and a month), or null. */
export function nextOpeningAt(at: Date, calendar: BusinessCalendar): Date | null {
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
