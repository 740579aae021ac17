// Numbers and dates as vi-VN writes them, without Intl: the first Intl formatter of a page makes Chromium load
// its ICU locale data, 30–60 ms of main thread on this machine (four times that on the phone Lighthouse
// simulates), in the middle of hydration. The formats are fixed and small; format.test.ts checks them against
// Intl's own vi-VN output.

import { vietnamClock } from '#domain/shared/vietnam-time.ts';

/** vi-VN grouping: '.' between thousands, ',' before decimals (at most 3, as Intl's default). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', decimals] = rounded
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** spec 000 §9: prices in đồng with thousands separators; a missing price shows 'Liên hệ'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return 'Liên hệ';
  return `${formatNumber(price)} đ`;
}

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
