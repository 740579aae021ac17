// Numbers and dates as vi-VN writes them, without Intl: the first Intl formatter of a page makes Chromium load
// its ICU locale data, 30–60 ms of main thread on this machine (four times that on the phone Lighthouse
// simulates), in the middle of hydration. The formats are fixed and small; format.test.ts checks them against
// Intl's own vi-VN output.

import { vietnamClock } from '#domain/shared/vietnam-time.ts';

// The price format's home is the domain (the assistant's answers use it too); re-exported for the pages.
export { formatNumber, formatPrice } from '#domain/shared/price.ts';

/** A date in the vi-VN locale (dd/mm/yyyy), in Vietnam's time zone so server and browser agree. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { day, month, year } = vietnamClock(date);
  return `${day}/${month}/${year}`;
}

/** spec 001 §9: a moment as time then date (hh:mm dd/mm/yyyy) in Vietnam's time; '—' when there is none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  const { day, month, year, hour, minute } = vietnamClock(date);
  return `${hour}:${minute} ${day}/${month}/${year}`;
}

/** A short day label (dd/mm) for charts; a date-only value 'YYYY-MM-DD' is read as that calendar day. */
export function formatDayMonth(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00+07:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  const { day, month } = vietnamClock(date);
  return `${day}/${month}`;
}
