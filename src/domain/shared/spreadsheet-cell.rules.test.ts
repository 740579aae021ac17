import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreNeutralisedCell } from './spreadsheet-cell.rules.ts';

describe('CSV: a cell a spreadsheet would run as a formula is neutralised', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-2+3'],
    ['@SUM(A1)'],
    [' =HYPERLINK("http://x")'],
    ['   -1'],
    ['\t=1'],
    ['\r=1'],
    ['\n=1'],
    ['\r\n@x'],
    ['\u00a0=1'],
    ['\u2003+1'],
    ['\u202f=1'],
    ['\u3000@x'],
    ['\u200b=1'],
    ['\ufeff=1'],
    ['\uff1d1+1'],
    ['\t'],
    ['\rtext'],
  ])('prefixes %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
    expect(restoreNeutralisedCell(neutraliseCell(value))).toBe(value);
  });
  it.each([['Sao lưu = an toàn'], ['a-b'], [' chữ'], [''], ['2024-01-01'], ["'chỉ có nháy"]])(
    'leaves %j alone',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
      expect(restoreNeutralisedCell(value)).toBe(value);
    },
  );
});
