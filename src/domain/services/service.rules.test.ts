import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_DESCRIPTION, descriptionLines } from './service.rules.ts';
import { serviceInputSchema } from './service.schema.ts';

describe('service description lines (spec 001 §5)', () => {
  it('keeps trimmed lines of 10 or more characters, in order', () => {
    expect(descriptionLines('Thiết kế giao diện\nngắn\n  Tối ưu SEO cơ bản  \r\n\n1234567890')).toEqual([
      'Thiết kế giao diện',
      'Tối ưu SEO cơ bản',
      '1234567890',
    ]);
  });

  it('falls back to the default description when no line is long enough', () => {
    expect(descriptionLines('ngắn\n123456789\n')).toEqual([DEFAULT_SERVICE_DESCRIPTION]);
  });
});

describe('service form (spec 001 §5)', () => {
  const valid = { title: 'Website bán hàng', description: 'Thiết kế giao diện riêng', price: 1500000 };
  const message = (input: object) => serviceInputSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a valid service, with web as the default type', () => {
    expect(serviceInputSchema.parse(valid)).toMatchObject({ ...valid, type: 'web', image: null });
  });

  it('gives the spec texts for each field', () => {
    expect(message({ ...valid, title: '' })).toBe('Tiêu đề không được để trống');
    expect(message({ ...valid, title: 'ab' })).toBe('Tiêu đề phải có ít nhất 3 ký tự');
    expect(message({ ...valid, title: 'a'.repeat(101) })).toBe('Tiêu đề không được vượt quá 200 ký tự');
    expect(message({ ...valid, description: '' })).toBe('Mô tả không được để trống');
    expect(message({ ...valid, description: 'ngắn' })).toBe('Mô tả phải có ít nhất 10 ký tự');
    expect(message({ ...valid, description: 'a'.repeat(1001) })).toBe('Mô tả không được vượt quá 2000 ký tự');
    for (const price of [0, -1, 1_000_000_001, 'abc', 1.5]) {
      expect(message({ ...valid, price })).toBe('Giá dịch vụ phải là một số không âm và không vượt quá 1 tỷ');
    }
    expect(message({ ...valid, type: 'shop' })).toBe('Loại dịch vụ không được để trống');
  });

  it('takes the description as a list of lines too (the spec client sends one)', () => {
    expect(
      serviceInputSchema.parse({ ...valid, description: ['Dòng thứ nhất dài', 'Dòng hai dài hơn'] })
        .description,
    ).toBe('Dòng thứ nhất dài\nDòng hai dài hơn');
  });
});
