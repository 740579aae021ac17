import type { DeletedDateFilter } from './product-admin.schema.ts';

/** What may be known of whoever deleted a product: an account, or a flat field of the older data. */
export type Deleter = {
  fullName?: string | null;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  username?: string | null;
  email?: string | null;
};

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * spec 002 §3: the first available of full name, display name, first plus last name, name, username, or the part
 * of the e-mail before the at-sign; else 'Người dùng'. When the object is absent, a flat name is used, else 'Hệ thống'.
 */
export function deleterName(deleter: Deleter | null | undefined, flat?: string | null): string {
  if (!deleter) return filled(flat) ?? 'Hệ thống';
  const firstLast = [filled(deleter.firstName), filled(deleter.lastName)].filter(Boolean).join(' ');
  return (
    filled(deleter.fullName) ??
    filled(deleter.displayName) ??
    (firstLast || undefined) ??
    filled(deleter.name) ??
    filled(deleter.username) ??
    filled(deleter.email?.split('@')[0]) ??
    'Người dùng'
  );
}

// The company and its admins are in Vietnam (UTC+7, no daylight saving): "today" starts at midnight there.
const LOCAL_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The local midnight that starts `now`'s day, as an instant. */
export function localMidnight(now: Date, offsetMs = LOCAL_OFFSET_MS): Date {
  const local = now.getTime() + offsetMs;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offsetMs);
}

/**
 * spec 002 §4 trash date filters as a window on deletedAt: today (since local midnight), week (last 7 days),
 * month (last 30 days), older (before 30 days ago).
 */
export function deletedWindow(filter: DeletedDateFilter, now: Date): { from?: Date; before?: Date } {
  switch (filter) {
    case 'today':
      return { from: localMidnight(now) };
    case 'week':
      return { from: new Date(now.getTime() - 7 * DAY_MS) };
    case 'month':
      return { from: new Date(now.getTime() - 30 * DAY_MS) };
    case 'older':
      return { before: new Date(now.getTime() - 30 * DAY_MS) };
  }
}
