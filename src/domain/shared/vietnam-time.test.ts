import { describe, expect, it } from 'vitest';
import { fileDate, fileStamp, vietnamClock } from './vietnam-time.ts';

describe('file names carry Vietnam time', () => {
  it('a file taken at 23:30 UTC on the 26th is named the 27th (06:30 in Vietnam)', () => {
    const late = new Date('2026-11-26T23:30:00Z');
    expect(fileDate(late)).toBe('2026-11-27');
    expect(fileStamp(late)).toBe('2026-11-27_06-30-00');
  });

  it('around midnight in Vietnam: 16:59:59 UTC is still the 26th, 17:00:00 UTC is the 27th', () => {
    expect(fileDate(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
    expect(fileStamp(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26_23-59-59');
    expect(fileDate(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
    expect(fileStamp(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27_00-00-00');
  });

  it('the new year starts at 17:00 UTC on 31 December', () => {
    expect(fileDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(vietnamClock(new Date('2026-12-31T16:59:00Z'))).toMatchObject({
      year: 2026,
      month: '12',
      day: '31',
    });
  });

  it('names taken one after another sort in the order they were taken, across midnight', () => {
    const times = [
      '2026-11-26T16:59:59Z',
      '2026-11-26T17:00:00Z',
      '2026-11-27T02:00:00Z',
      '2026-11-27T16:00:00Z',
    ];
    const names = times.map((t) => fileStamp(new Date(t)));
    expect([...names].sort()).toEqual(names);
  });
});
