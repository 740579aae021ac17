import { describe, expect, it } from 'vitest';
import {
  csvLine,
  headerMap,
  neutraliseCell,
  parseCsv,
  productToRow,
  rowToInput,
} from './product-sheet.rules.ts';

describe('neutraliseCell (CSV injection)', () => {
  it.each(["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Sao lưu = an toàn')).toBe('Sao lưu = an toàn');
  });
});

describe('rows', () => {
  const product = {
    title: '=HYPERLINK("http://x")',
    category: 'Bảo Mật' as const,
    description: 'Mô tả đủ dài cho sản phẩm',
    overview: '',
    icon: 'Shield' as const,
    iconColor: '#1976d2',
    features: ['Một', 'Hai'],
    status: 'active' as const,
    sortOrder: 3,
    dashboardImage: null,
    videoFile: null,
    zipFile: null,
    guideFile: null,
  };
  it('exports neutralised and re-imports the same product', () => {
    const row = productToRow(product);
    expect(row[0]).toBe(`'=HYPERLINK("http://x")`);
    const cells = Object.fromEntries(
      [
        ...headerMap([
          'Tên sản phẩm',
          'Danh mục',
          'Mô tả',
          'Mô tả chi tiết',
          'Icon',
          'Màu icon',
          'Tính năng',
          'Trạng thái',
          'Thứ tự',
        ]).entries(),
      ].map(([i, k]) => [k, row[i]]),
    );
    const back = rowToInput(cells);
    expect(back).toMatchObject({
      ok: true,
      value: { title: product.title, features: ['Một', 'Hai'], sortOrder: 3 },
    });
  });
  it('reports each bad field with the form message', () => {
    expect(rowToInput({ title: 'ab', category: 'X', description: 'ngắn' })).toEqual({
      ok: false,
      errors: {
        title: 'Tên sản phẩm phải có ít nhất 3 ký tự',
        category: 'Vui lòng chọn danh mục',
        description: 'Mô tả phải có ít nhất 10 ký tự',
      },
    });
  });
});

describe('parseCsv', () => {
  it('reads quotes, commas and line breaks, and round-trips csvLine', () => {
    const line = csvLine(['a,b', 'say "hi"', 'x\ny', 4]);
    expect(parseCsv(`\uFEFFh1,h2,h3,h4\r\n${line}\r\n\r\n`)).toEqual([
      ['h1', 'h2', 'h3', 'h4'],
      ['a,b', 'say "hi"', 'x\ny', '4'],
    ]);
  });
});
