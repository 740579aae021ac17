import { describe, expect, it } from 'vitest';
import { PROCESS_STEPS } from '../site/site-pages.ts';
import {
  afterWhatAsked,
  asksAnotherCompanysJobs,
  asksWhatThePageSays,
  asksWhichProduct,
  brandNames,
  calendarAsked,
  contactOwnerWord,
  describesANeed,
  namedItem,
  namedItemAt,
  ownerNamed,
  packageNicknames,
  priceEndAsked,
  priceListAsked,
  priceSaid,
  roleAsked,
  stepAsked,
  vietnameseSyllable,
  withoutName,
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

  it("a package's shorter names are its title's own runs after 'gói', never generic words nor one plain syllable", () => {
    const titles = [
      'SEO và quảng cáo tổng thể',
      'Quản trị và bảo trì website',
      'Website giới thiệu doanh nghiệp',
    ];
    const seo = packageNicknames(titles[0]!, titles.slice(1));
    expect(seo).toContainEqual(['goi', 'seo']);
    expect(seo).toContainEqual(['goi', 'quang', 'cao']);
    // "cao" alone is any word ("gói cao cấp"), "SEO" is written as the acronym it is
    expect(seo).not.toContainEqual(['goi', 'cao']);
    const care = packageNicknames(titles[1]!, [titles[0]!, titles[2]!]);
    expect(care).toContainEqual(['goi', 'bao', 'tri']);
    // "website" is every web package's word
    expect(care).not.toContainEqual(['goi', 'website']);
  });

  it('the rest of a question is read without the name it says', () => {
    const items = [{ id: 'drive', names: [['cloudsync']] }];
    const at = namedItemAt('CloudSync lưu lịch sử phiên bản bao lâu', items)!;
    expect(at.item.id).toBe('drive');
    expect(withoutName('CloudSync lưu lịch sử phiên bản bao lâu', at)).toBe('luu lich su phien ban bao lau');
  });

  it('a price is read in the ways visitors write it', () => {
    expect(priceSaid('gói web 8 triệu đã gồm tên miền chưa')).toBe(8_000_000);
    expect(priceSaid('goi 8tr')).toBe(8_000_000);
    expect(priceSaid('ngân sách 1,5 tỷ')).toBe(1_500_000_000);
    expect(priceSaid('gói 25.000.000 gồm gì')).toBe(25_000_000);
    expect(priceSaid('tầm 500k')).toBe(500_000);
    expect(priceSaid('mất 3 tuần')).toBeNull();
  });

  it("the price list's cheapest or dearest is asked by 'rẻ nhất', 'đắt nhất', or 'thấp/cao nhất' of a price", () => {
    expect(priceEndAsked('gói rẻ nhất bên bạn là gói nào')).toBe('lowest');
    expect(priceEndAsked('Trong nhóm App, gói đắt nhất giá bao nhiêu?')).toBe('highest');
    expect(priceEndAsked('gia thap nhat la bao nhieu')).toBe('lowest');
    // "cao nhất" of something else is no price
    expect(priceEndAsked('bảo mật cao nhất là gì')).toBeNull();
  });

  it("'which product' is a product noun followed by 'nào', and where those words stand", () => {
    expect(asksWhichProduct('bên bạn có phần mềm nào sao lưu database tự động không')).toMatchObject({
      start: 3,
      length: 3,
    });
    expect(asksWhichProduct('thì dùng sản phẩm nào?')).not.toBeNull();
    expect(asksWhichProduct('phần mềm quản lý kho giá bao nhiêu')).toBeNull();
    // what it does may stand before "nào" (decision 055)
    expect(asksWhichProduct('có giải pháp chống tấn công nào không')).toEqual({
      start: 1,
      length: 6,
      rest: 'co chong tan cong khong',
    });
  });

  it("another company's contact: a word that is no Vietnamese syllable after the contact noun", () => {
    expect(contactOwnerWord('hotline tổng đài Viettel')).toBe('viettel');
    expect(contactOwnerWord('hotline tong dai viettel')).toBe('viettel');
    // Vietnamese words after the noun, the noun misspelt, or us: no one else
    expect(contactOwnerWord('Để lại số điện thoại xong thì bao lâu chuyên viên gọi ạ')).toBeNull();
    expect(contactOwnerWord('cho xin sđt hotlien')).toBeNull();
    expect(contactOwnerWord('hotline của công ty')).toBeNull();
    expect(vietnameseSyllable('nghieng')).toBe(true);
    expect(vietnameseSyllable('netflix')).toBe(false);
  });
});

// decision 054: a step of the process page named with a word for a step
describe('a step of the process asked', () => {
  // the process page's own titles: 'Tiếp nhận yêu cầu', 'Tư vấn & báo giá', 'Thiết kế', …, 'Bàn giao & bảo hành'
  const titles = PROCESS_STEPS.map((s) => s.title);
  it('is the step named after "bước", "khâu" or "giai đoạn", or the next one when that is asked', () => {
    expect(stepAsked('Bước tư vấn và báo giá làm gì', titles)).toBe(1);
    expect(stepAsked('khau kiem thu kiem tra nhung gi', titles)).toBe(4);
    expect(stepAsked('tư vấn báo giá xong thì tới bước nào', titles)).toBe(2);
    expect(stepAsked('giai đoạn bàn giao và bảo hành gồm gì', titles)).toBe(5);
  });
  it('is none without a word for a step, or with no step named', () => {
    expect(stepAsked('thiết kế logo giá bao nhiêu', titles)).toBeNull();
    expect(stepAsked('các bước thanh toán thế nào', titles)).toBeNull();
  });
});

// decision 055: "who holds this role" read from its words, the asking words left out
describe('roleAsked', () => {
  it('gives the words that name the role, with and without diacritics', () => {
    expect(roleAsked('Bạn nào lo phần thiết kế giao diện vậy?')).toBe('thiet ke giao dien vay');
    expect(roleAsked('ban nao lo phan thiet ke giao dien vay')).toBe('thiet ke giao dien vay');
    expect(roleAsked('trưởng phòng kỹ thuật tên gì')).toBe('truong phong ky thuat');
  });

  it('reads no person asked in "AI là gì" or a question without a word that asks who', () => {
    expect(roleAsked('AI là gì vậy')).toBeNull();
    expect(roleAsked('thiết kế giao diện mất bao lâu')).toBeNull();
  });
});

// decision 055: the whole price list asked for, not a tab of it nor a question about it
describe('priceListAsked', () => {
  it('reads a bare request for the price list, with and without diacritics', () => {
    expect(priceListAsked('Cho mình xin bảng giá dịch vụ')).toBe(true);
    expect(priceListAsked('cho minh xin bang gia dich vu')).toBe(true);
  });

  it('reads a question of how the price list is grouped as a request for it, with and without diacritics', () => {
    for (const q of ['Bảng giá có những loại nào vậy', 'bang gia chia thanh may nhom'])
      expect(priceListAsked(q)).toBe(true);
    expect(priceListAsked('bảng giá thanh toán mấy đợt')).toBe(false);
  });

  it('reads no request in a tab named or a question asked of the price list', () => {
    expect(priceListAsked('bảng giá website')).toBe(false);
    expect(priceListAsked('giá trên bảng giá đã gồm VAT chưa')).toBe(false);
  });
});

// decision 055: "X xong thì làm gì tiếp theo" asks what comes after X
describe('afterWhatAsked', () => {
  it('gives what the question asks comes after, with and without diacritics', () => {
    expect(afterWhatAsked('Chuyển khoản xong rồi thì làm gì tiếp theo?')).toEqual(['chuyen', 'khoan']);
    expect(afterWhatAsked('chuyen khoan xong roi thi lam gi tiep theo')).toEqual(['chuyen', 'khoan']);
  });

  it('reads nothing when no next thing is asked', () => {
    expect(afterWhatAsked('làm website bao lâu thì xong')).toBeNull();
  });
});

describe('calendarAsked', () => {
  it('reads a visit to the office on a day named as asking whether it is open, with and without diacritics', () => {
    for (const q of ['Thứ 7 em qua văn phòng được không?', 'thu 7 em qua van phong duoc khong'])
      expect(calendarAsked(q)).toEqual({ weekdays: [6], holiday: false });
  });

  it('reads no calendar in a day named without the office worked or visited', () => {
    expect(calendarAsked('chủ nhật mua ghế văn phòng ở đâu')).toBeNull();
    expect(calendarAsked('làm landing cho workshop cuối tuần')).toBeNull();
  });
});

describe('asksAnotherCompanysJobs', () => {
  it('reads jobs asked of a company named first that is not us, with and without diacritics', () => {
    for (const q of ['Lazada có tuyển thực tập sinh không', 'Lazada co tuyen thuc tap sinh khong'])
      expect(asksAnotherCompanysJobs(q)).toBe(true);
  });

  it('reads none in our jobs, a technology asked for, or a company named without jobs', () => {
    expect(asksAnotherCompanysJobs('bên bạn có tuyển thực tập sinh không')).toBe(false);
    expect(asksAnotherCompanysJobs('Sao Việt có tuyển thực tập không')).toBe(false);
    expect(asksAnotherCompanysJobs('React có cần người làm không')).toBe(false);
    expect(asksAnotherCompanysJobs('Shopee có kết nối được với website không')).toBe(false);
  });
});
