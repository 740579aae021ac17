import { describe, expect, it } from 'vitest';
import { asksForQuote, bookingPrefill, shouldOfferBooking } from './booking-offer.rules.ts';

describe('the assistant offers the booking', () => {
  it('when the visitor asks for a quote or a price, with or without accents', () => {
    expect(asksForQuote('Cho mình xin báo giá làm website')).toBe(true);
    expect(asksForQuote('lam app het bao nhieu tien')).toBe(true);
    expect(asksForQuote('Chi phí thiết kế?')).toBe(true);
    expect(asksForQuote('Tôi muốn tham gia khóa học')).toBe(false);
    expect(asksForQuote('Dịch vụ của bạn', 'báo_giá')).toBe(true);
  });

  it('from the second fallback of a conversation, not the first', () => {
    const base = { message: 'xyz', answeredCategory: null, fallback: true };
    expect(shouldOfferBooking({ ...base, fallbacks: 1 })).toBe(false);
    expect(shouldOfferBooking({ ...base, fallbacks: 2 })).toBe(true);
    expect(shouldOfferBooking({ ...base, fallbacks: 3, fallback: false })).toBe(false);
  });
});

describe('the booking form is filled from the conversation', () => {
  it('takes the latest phone, e-mail, name and service the visitor typed', () => {
    expect(
      bookingPrefill([
        'Tôi tên là Nguyễn Văn An, cần làm website',
        'số của tôi 0912 345 678, email An.Nguyen@Example.vn',
      ]),
    ).toEqual({
      fullName: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an.nguyen@example.vn',
      service: 'Website',
    });
  });

  it('leaves empty what nobody said', () => {
    expect(bookingPrefill(['xin chào'])).toEqual({ fullName: '', phone: '', email: '', service: '' });
    expect(bookingPrefill(['làm ứng dụng di động', 'gọi +84 912 345 678']).phone).toBe('+84912345678');
  });
});
