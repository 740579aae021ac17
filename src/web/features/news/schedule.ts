import { SCHEDULE_REQUIRED_MESSAGE, SCHEDULE_TOO_SOON_MESSAGE } from '#domain/news/article.schema.ts';
import { canSchedule, minScheduleDate } from '#domain/news/article-state.rules.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value (yyyy-MM-ddTHH:mm) in the browser's time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The earliest schedule a picker offers: now plus 5 minutes, rounded up to the next minute. */
export function minScheduleValue(now: number = Date.now()): string {
  const earliest = minScheduleDate(new Date(now));
  if (earliest.getSeconds() > 0 || earliest.getMilliseconds() > 0) {
    earliest.setSeconds(0, 0);
    earliest.setMinutes(earliest.getMinutes() + 1);
  }
  return toDateTimeLocal(earliest);
}

/** A datetime-local value as ISO 8601 with the browser's offset (spec 001 §7), or null when empty or unreadable. */
export function dateTimeLocalToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toDateTimeLocal(date)}:${pad(date.getSeconds())}${sign}${hours}:${minutes}`;
}

/** spec 001 §5: the schedule messages, or null when the time is at least 5 minutes ahead. */
export function scheduleProblem(value: string, now: number = Date.now()): string | null {
  if (!value) return SCHEDULE_REQUIRED_MESSAGE;
  return canSchedule(new Date(value), new Date(now)) ? null : SCHEDULE_TOO_SOON_MESSAGE;
}
