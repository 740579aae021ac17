import { describe, expect, it } from 'vitest';
import { formatPrice, withSitePriceSign } from './price.ts';

describe('one price format (spec 000 §9)', () => {
  it("the assistant's '₫' becomes the site's 'đ', as formatPrice writes it", () => {
    expect(formatPrice(5_000_000)).toBe('5.000.000 đ');
    expect(withSitePriceSign('<li>Landing page: từ <strong>5.000.000 ₫</strong></li>')).toBe(
      '<li>Landing page: từ <strong>5.000.000 đ</strong></li>',
    );
    expect(withSitePriceSign('6.000.000 ₫/năm, 25.000.000₫')).toBe('6.000.000 đ/năm, 25.000.000 đ');
    expect(withSitePriceSign('Ký hiệu ₫ đứng một mình')).toBe('Ký hiệu ₫ đứng một mình');
  });
});
