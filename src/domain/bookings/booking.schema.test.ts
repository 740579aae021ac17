import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, bookingStatusUpdateSchema, canChangeBookingStatus } from './booking.schema.ts';

describe('booking status (spec 002 §4)', () => {
  it('allows processing to completed or cancelled, and nothing else', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canChangeBookingStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['processing→completed', 'processing→cancelled']);
  });

  it('refuses a status outside the three', () => {
    expect(bookingStatusUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(bookingStatusUpdateSchema.safeParse({ status: 'completed' }).success).toBe(true);
  });
});
