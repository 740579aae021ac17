import { describe, expect, it } from 'vitest';
import { asksOnlyForChannels, contactChannelsAsked } from './contact-channels.rules.ts';

// decision 055: the footer's and /advise's channels, asked by the words a visitor uses for them
describe('the contact channels a question asks for', () => {
  it('names each channel by its own words, with and without diacritics', () => {
    expect(contactChannelsAsked('Gửi mình cả email lẫn số điện thoại')).toEqual(['phone', 'email']);
    expect(contactChannelsAsked('gui minh ca email lan so dien thoai')).toEqual(['phone', 'email']);
    expect(contactChannelsAsked('văn phòng ở tầng mấy')).toEqual(['address']);
    expect(contactChannelsAsked('có kênh youtube không')).toEqual(['youtube']);
    expect(contactChannelsAsked('chỉ đường tới công ty bằng google map')).toEqual(['address', 'map']);
    expect(contactChannelsAsked('tên đầy đủ của công ty')).toEqual(['name']);
  });

  it('reads "địa chỉ email" as the e-mail, and an office asked its hours as no address', () => {
    expect(contactChannelsAsked('địa chỉ email của công ty')).toEqual(['email']);
    expect(contactChannelsAsked('văn phòng mở cửa mấy giờ')).toEqual([]);
  });

  it('gives the footer networks for a message channel that names none, and none for a network we are not on', () => {
    expect(contactChannelsAsked('có cách nào nhắn tin cho bên bạn không')).toEqual([
      'zalo',
      'facebook',
      'chat',
    ]);
    expect(contactChannelsAsked('tải tiktok')).toEqual([]);
  });

  it('gives the main ways for "liên hệ" without a channel, and nothing for an outside subject', () => {
    expect(contactChannelsAsked('khiếu nại thì liên hệ ai')).toEqual(['phone', 'email', 'address', 'chat']);
    expect(contactChannelsAsked('số điện thoại ngân hàng Vietcombank')).toEqual([]);
  });

  it('tells a request for the channels from a question that names a network about something else', () => {
    expect(asksOnlyForChannels('Linkedin của công ty?')).toBe(true);
    // our own name says whose channels, not another subject
    expect(asksOnlyForChannels('Trang LinkedIn của Sao Việt Software?')).toBe(true);
    expect(asksOnlyForChannels('kenh youtube cua sao viet')).toBe(true);
    expect(asksOnlyForChannels('cho xin dia chi google map de chay qua')).toBe(true);
    expect(asksOnlyForChannels('quên mật khẩu facebook làm sao lấy lại')).toBe(false);
    expect(asksOnlyForChannels('zalo bị khóa')).toBe(false);
  });
});
