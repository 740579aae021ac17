import { describe, expect, it } from 'vitest';
import {
  asksWhatThePageSays,
  brandNames,
  describesANeed,
  namedItem,
  ownerNamed,
} from './site-knowledge.rules.ts';
import { normaliseWords } from './vietnamese-text.rules.ts';

describe('the site content rules (decision 037)', () => {
  it("a product's brand is its capitalised Latin words: runs of two or more, and words with a capital inside", () => {
    expect(brandNames('Bảng điều khiển Analytics Pro')).toEqual([['analytics', 'pro']]);
    expect(brandNames('CloudSync Drive')).toEqual([['cloudsync'], ['cloudsync', 'drive']]);
    expect(brandNames('Bộ công cụ DevKit CI/CD')).toEqual([['devkit']]);
    expect(brandNames('Phần mềm quản lý theo yêu cầu')).toEqual([]);
  });

  it('a name is found folded, abbreviated and misspelt within the typo rule, the longest name first', () => {
    const items = [
      { id: 'web', names: [['goi', 'website']] },
      { id: 'shop', names: [normaliseWords('Website thương mại điện tử')] },
      { id: 'drive', names: [['cloudsync', 'drive']] },
    ];
    expect(namedItem('gói web thuong mai dien tu gia bn', items)?.id).toBe('shop');
    expect(namedItem('gói website bao nhiêu', items)?.id).toBe('web');
    expect(namedItem('cloudsyn drive la gi', items)?.id).toBe('drive');
    // a short word is never read as a misspelling: "web" is no other word
    expect(namedItem('website thuong mai', items)).toBeNull();
  });

  it('a named thing is answered from its page for its price or what it holds, not for anything else asked', () => {
    expect(asksWhatThePageSays('gói agency bao nhiêu')).toBe(true);
    expect(asksWhatThePageSays('CloudSync Drive có bản dùng thử không')).toBe(true);
    expect(asksWhatThePageSays('gói website gồm những gì')).toBe(true);
    expect(asksWhatThePageSays('có làm web thương mại điện tử không')).toBe(false);
    expect(asksWhatThePageSays('web thương mại điện tử làm mất bao lâu')).toBe(false);
  });

  it("someone else's contact is the name after 'của'/'bên' that is none of us; 'mở cửa' and 'cửa hàng' name no one", () => {
    expect(ownerNamed('hotline của Viettel là số mấy')).toBe('viettel');
    expect(ownerNamed('số tổng đài của Mắt Bão')).toBe('mat');
    expect(ownerNamed('hotline bên bạn là gì')).toBeNull();
    expect(ownerNamed('địa chỉ của công ty ở đâu')).toBeNull();
    expect(ownerNamed('mấy giờ mở cửa')).toBeNull();
    expect(ownerNamed('website cho cửa hàng của mình')).toBeNull();
  });

  it('a need is told at length, as something to have made, about one of the things we make', () => {
    expect(
      describesANeed(
        'Tôi cần một hệ thống quản lý bán hàng gồm web cho khách đặt hàng và app cho nhân viên giao hàng',
      ),
    ).toBe(true);
    expect(describesANeed('Tôi cần một website')).toBe(false);
    expect(
      describesANeed('Mình muốn tự học SEO, có khóa học nào miễn phí cho người mới bắt đầu không vậy'),
    ).toBe(false);
  });
});
