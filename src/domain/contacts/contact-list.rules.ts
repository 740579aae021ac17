import { fileDate } from '../shared/vietnam-time.ts';

/** The list's last-activity filter: a few ranges of Vietnam calendar days, as the office asks the question. */
export const ACTIVITY_FILTERS = {
  '': 'Mọi lúc',
  '7': 'Trong 7 ngày qua',
  '30': 'Trong 30 ngày qua',
  '90': 'Trong 90 ngày qua',
  older: 'Không hoạt động hơn 90 ngày',
} as const;
export type ActivityFilter = keyof typeof ACTIVITY_FILTERS;

const DAY_MS = 86_400_000;
const dayBefore = (now: Date, days: number) => fileDate(new Date(now.getTime() - days * DAY_MS));

/**
 * The `activeFrom` / `activeTo` days (GET /api/contacts) of a range: "in the last 7 days" counts today and the 6
 * days before it; "more than 90 days" ends on the 91st day back.
 */
export function activityRange(filter: string, now: Date): { activeFrom: string; activeTo: string } {
  if (filter === 'older') return { activeFrom: '', activeTo: dayBefore(now, 91) };
  const days = Number(filter);
  if (!Number.isInteger(days) || days <= 0) return { activeFrom: '', activeTo: '' };
  return { activeFrom: dayBefore(now, days - 1), activeTo: '' };
}
