import { describe, expect, it } from 'vitest';
import { readableExport } from './contact-export.rules.ts';

const data = {
  exportedAt: '2026-11-27T08:00:00.000Z',
  contact: { _id: 'c1', name: 'Nguyễn Thị Hoa', phone: '+84908111222', email: 'hoa@example.vn' },
  notes: [{ body: 'Gọi lại <b>thứ Hai</b>' }],
  consents: [{ channel: 'advise', textVersion: '2026-11-27', givenAt: '2026-11-27T07:00:00.000Z' }],
  links: [{ source: 'booking', refId: 'b1' }],
  linked: { bookings: [{ id: 'b1', phone: '0908111222', note: null }], orders: [] },
  mentions: { news: [{ id: 'n1', content: '<script>alert(1)</script> 0908 111 222' }] },
};

describe('readableExport', () => {
  it('lays out every section and every value, tables named as the office calls them', () => {
    const html = readableExport(data);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Thông tin khách hàng (1)');
    expect(html).toContain('Nguyễn Thị Hoa');
    expect(html).toContain('hoa@example.vn');
    expect(html).toContain('Đặt lịch tư vấn (1)');
    expect(html).toContain('0908111222');
    expect(html).toContain('news — nơi khác có nhắc đến số điện thoại hoặc email (1)');
    // an empty table is left out rather than shown as a heading with nothing under it
    expect(html).not.toContain('Đơn hàng (0)');
  });

  it('escapes what the person or anyone else wrote: the file never runs a script', () => {
    const html = readableExport(data);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Gọi lại &lt;b&gt;thứ Hai&lt;/b&gt;');
  });
});
