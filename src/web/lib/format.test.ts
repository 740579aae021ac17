import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatNumber, formatPrice } from './format.ts';

// Intl's vi-VN output is the reference the hand-written formats must match.
const intlNumber = new Intl.NumberFormat('vi-VN');
const intlDate = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

describe('vi-VN formats without Intl', () => {
  it('groups numbers as Intl vi-VN does', () => {
    const values = [
      0,
      1,
      12,
      999,
      1000,
      1230,
      99_999,
      100_000,
      1_234_567,
      5_000_000,
      1_500_000_000,
      12.5,
      0.25,
      1234.5678,
      2.0004,
      999.9999,
      -1,
      -1234.5,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let i = 0; i < 500; i += 1) values.push(Math.round(Math.random() * 10 ** (i % 13)) / 10 ** (i % 4));
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intlNumber.format(value));
    // where Intl writes '-0', a count or price reads better as 0
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('writes prices in đồng, and Liên hệ when there is none (spec 000 §9)', () => {
    expect(formatPrice(15_000_000)).toBe('15.000.000 đ');
    expect(formatPrice(0)).toBe('0 đ');
    expect(formatPrice(null)).toBe('Liên hệ');
    expect(formatPrice(undefined)).toBe('Liên hệ');
  });

  it('writes dates as dd/mm/yyyy in Vietnam time, as Intl does', () => {
    const edges = [
      '2026-11-21T16:59:59.999Z', // 23:59 in Hà Nội
      '2026-11-21T17:00:00.000Z', // midnight in Hà Nội: the next day
      '2024-02-29T03:00:00Z',
      '1999-12-31T17:00:00Z',
      '2030-01-01T00:00:00+07:00',
    ];
    for (const iso of edges) expect(formatDate(iso), iso).toBe(intlDate.format(new Date(iso)));
    const start = Date.UTC(1980, 0, 1);
    for (let i = 0; i < 2000; i += 1) {
      const date = new Date(start + Math.floor(Math.random() * 60 * 365 * 86_400_000));
      expect(formatDate(date), date.toISOString()).toBe(intlDate.format(date));
      // Intl's vi-VN day-month pattern differs between ICU builds (dd-MM in Node, dd/MM elsewhere); charts use dd/mm
      expect(formatDayMonth(date.toISOString())).toBe(intlDate.format(date).slice(0, 5));
    }
    expect(formatDate('2026-11-21T17:00:00.000Z')).toBe('22/11/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes a moment as hh:mm dd/mm/yyyy in Vietnam time (spec 001 §9), from the parts Intl gives', () => {
    const intlMoment = new Intl.DateTimeFormat('vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    const reference = (date: Date) => {
      const p = Object.fromEntries(intlMoment.formatToParts(date).map((part) => [part.type, part.value]));
      return `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
    };
    const start = Date.UTC(1980, 0, 1);
    for (let i = 0; i < 2000; i += 1) {
      const date = new Date(start + Math.floor(Math.random() * 60 * 365 * 86_400_000));
      expect(formatDateTime(date.toISOString()), date.toISOString()).toBe(reference(date));
    }
    expect(formatDateTime('2026-11-21T16:59:00.000Z')).toBe('23:59 21/11/2026');
    expect(formatDateTime('2026-11-21T17:00:00.000Z')).toBe('00:00 22/11/2026');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('reads a date-only chart label as that calendar day', () => {
    expect(formatDayMonth('2026-03-01')).toBe('01/03');
    expect(formatDayMonth('bad')).toBe('bad');
  });
});
