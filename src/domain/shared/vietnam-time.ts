// One time rule for what a person reads: Vietnam's clock (spec 001 §9), on screens and in the names of files
// they download or find on disk (decision 028). Without Intl: see src/web/lib/format.ts for why.

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since 1975). */
export const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The parts of `date` on a clock in Vietnam, zero-padded. */
export function vietnamClock(date: Date): {
  day: string;
  month: string;
  year: number;
  hour: string;
  minute: string;
  second: string;
} {
  const shifted = new Date(date.getTime() + VIETNAM_OFFSET_MS);
  return {
    day: two(shifted.getUTCDate()),
    month: two(shifted.getUTCMonth() + 1),
    year: shifted.getUTCFullYear(),
    hour: two(shifted.getUTCHours()),
    minute: two(shifted.getUTCMinutes()),
    second: two(shifted.getUTCSeconds()),
  };
}

/** The day in a file name: YYYY-MM-DD of Vietnam's calendar (an export taken at 01:00 on the 27th says 27). */
export function fileDate(date: Date): string {
  const { year, month, day } = vietnamClock(date);
  return `${year}-${month}-${day}`;
}

/** The moment in a file name: YYYY-MM-DD_HH-MM-SS in Vietnam's time; names sort in the order they were taken. */
export function fileStamp(date: Date): string {
  const { hour, minute, second } = vietnamClock(date);
  return `${fileDate(date)}_${hour}-${minute}-${second}`;
}

/** The instant a calendar day (YYYY-MM-DD) starts in Vietnam, `plusDays` later: a day filter's bounds. */
export function vietnamDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);
}
