import { describe, expect, it } from 'vitest';
import {
  ASKED_CONCEPTS,
  askedConceptsAnswered,
  asksAboutOutsideSubject,
  CONCEPT_MARK,
  conceptTokens,
  findConcepts,
  OUTSIDE_CONCEPT,
  readQuestion,
  THESAURUS,
  typoDistance,
} from './chatbot-thesaurus.rules.ts';
import { normaliseWords, tokenise } from './vietnamese-text.rules.ts';

describe("the assistant's domain thesaurus", () => {
  it('gives different wordings of one thing the same concept', () => {
    const price = `${CONCEPT_MARK}price`;
    for (const text of ['chi phí', 'tốn bao nhiêu', 'báo giá', 'bao nhiêu tiền', 'giá sao', 'phí'])
      expect(conceptTokens(text), text).toContain(price);
    const phone = `${CONCEPT_MARK}phone`;
    for (const text of ['hotline', 'số điện thoại', 'sđt', 'gọi điện', 'tổng đài'])
      expect(conceptTokens(text), text).toContain(phone);
    const duration = `${CONCEPT_MARK}duration`;
    for (const text of ['bao lâu', 'mấy ngày', 'thời gian', 'tg', 'khi nào xong'])
      expect(conceptTokens(text), text).toContain(duration);
    expect(conceptTokens('app')).toEqual(conceptTokens('ứng dụng'));
    expect(conceptTokens('đặt cọc')).toEqual(conceptTokens('trả trước'));
  });

  it('reads concepts the same with or without diacritics and in teen-code', () => {
    expect(conceptTokens('chi phí làm ứng dụng')).toEqual(conceptTokens('chi phi lam ung dung'));
    expect(conceptTokens('cho xin sđt')).toEqual(conceptTokens('cho xin số điện thoại'));
    expect(conceptTokens('làm app bn tiền')).toEqual(conceptTokens('làm ứng dụng bao nhiêu tiền'));
  });

  it('matches whole phrases only, on word boundaries', () => {
    // "bao nhiêu" alone asks a quantity, not a price: only "bao nhiêu tiền" is one
    expect(conceptTokens('hotline bao nhiêu')).not.toContain(`${CONCEPT_MARK}price`);
    // "phím" is not "phí", "giáo" is not "giá"
    expect(conceptTokens('bàn phím giáo viên')).toEqual([]);
    expect(conceptTokens('thời tiết hôm nay')).toEqual([OUTSIDE_CONCEPT]);
    // words that fold onto another word stay out on their own: "đặt" is not "đắt", "gặp" is not "gấp"
    expect(conceptTokens('đặt cọc')).toEqual([`${CONCEPT_MARK}deposit`]);
    expect(conceptTokens('gặp nhân viên')).not.toContain(`${CONCEPT_MARK}rush`);
    expect(conceptTokens('hỗ trợ trực tuyến')).not.toContain(`${CONCEPT_MARK}jobs`);
  });

  it('lets a longer phrase speak for the shorter one inside it', () => {
    expect(conceptTokens('có giảm giá không')).toEqual([`${CONCEPT_MARK}discount`]);
    expect(conceptTokens('địa chỉ email')).toEqual([`${CONCEPT_MARK}email`]);
    expect(conceptTokens('địa chỉ công ty')).toEqual([`${CONCEPT_MARK}place`]);
    // "những" folds onto "nhúng" (embed): only "nhúng vào" and "nhúng mã" say it
    expect(conceptTokens('làm được những gì')).toEqual([`${CONCEPT_MARK}services`]);
  });

  it('finds a phrase where it is said, longest first', () => {
    const words = normaliseWords('cần gấp, chi phí bao nhiêu tiền');
    const found = findConcepts(words);
    expect(found).toContainEqual({ concept: `${CONCEPT_MARK}rush`, from: 0, to: 2 });
    expect(found).toContainEqual({ concept: `${CONCEPT_MARK}price`, from: 2, to: 4 });
    expect(found).toContainEqual({ concept: `${CONCEPT_MARK}price`, from: 4, to: 7 });
  });

  it('ties each concept of a question to the tokens that said it', () => {
    const { tokens, concepts } = readQuestion('Mình cần chi phí làm web');
    expect(tokens).toEqual([...new Set(tokenise('Mình cần chi phí làm web'))]);
    expect([...(concepts.get(`${CONCEPT_MARK}price`) ?? [])].sort()).toEqual(['chi_phi', 'phi']); // 'chi' alone is a pronoun (chị)
    expect([...(concepts.get(`${CONCEPT_MARK}website`) ?? [])]).toEqual(['website']);
    // a concept said only with stopwords has no token of its own, and is still read
    expect(readQuestion('bên bạn làm được những gì').concepts.get(`${CONCEPT_MARK}services`)).toEqual(
      new Set(),
    );
  });

  it('names only concepts it defines as asked-for concepts, and every phrase folds to at least one word', () => {
    for (const asked of ASKED_CONCEPTS) expect(THESAURUS[asked.slice(CONCEPT_MARK.length)]).toBeDefined();
    for (const [concept, phrases] of Object.entries(THESAURUS))
      for (const phrase of phrases)
        expect(normaliseWords(phrase).length, `${concept}: ${phrase}`).toBeGreaterThan(0);
  });

  it('knows when a question is about an outside subject rather than about us', () => {
    const asks = (text: string) => asksAboutOutsideSubject(conceptTokens(text));
    expect(asks('số điện thoại tổng đài điện lực')).toBe(true);
    expect(asks('ngan hang mo cua may gio')).toBe(true);
    expect(asks('tỷ giá đô hôm nay bao nhiêu')).toBe(true);
    // one of our products beside it: a website for a restaurant is our business
    expect(asks('làm website cho nhà hàng giá bao nhiêu')).toBe(false);
    expect(asks('làm app bán quần áo')).toBe(false);
    // a bank inside a payment phrase is a way to pay us, not an outside subject
    expect(asks('thanh toán bằng thẻ ngân hàng được không')).toBe(false);
    expect(asks('chuyển khoản qua ngân hàng được không')).toBe(false);
    expect(asks('giá website bao nhiêu')).toBe(false);
    // other trades' services, procedures, rentals, other vendors' software, the time of day
    expect(asks('sửa màn hình điện thoại iphone 12 bao nhiêu tiền')).toBe(true);
    expect(asks('thủ tục ly hôn cần giấy tờ gì')).toBe(true);
    expect(asks('cho thuê văn phòng ảo ở quận 3 giá bao nhiêu')).toBe(true);
    expect(asks('phần mềm kế toán MISA bản quyền giá bao nhiêu')).toBe(true);
    expect(asks('giúp mình viết CV xin việc')).toBe(true);
    expect(asks('mấy giờ rồi')).toBe(true);
    // …but "lý hơn" is not "ly hôn", our opening hours are not the time of day, and a bank's app paying us is ours
    expect(asks('giá có hợp lý hơn không')).toBe(false);
    expect(asks('mấy giờ công ty mở cửa')).toBe(false);
    expect(asks('chuyển khoản bằng app ngân hàng được không')).toBe(false);
    // device faults, parcels, family law, CVs, insurance, real estate, beauty (ninth round)…
    expect(asks('màn hình iphone bị sọc xanh')).toBe(true);
    expect(asks('Máy in báo lỗi kẹt giấy thì xử lý thế nào')).toBe(true);
    expect(asks('gui hang ra ha noi mat may ngay')).toBe(true);
    expect(asks('ly hôn đơn phương cần giấy tờ gì')).toBe(true);
    expect(asks('viết giúp em cái CV xin việc kế toán')).toBe(true);
    expect(asks('mua bảo hiểm nhân thọ loại nào tốt')).toBe(true);
    expect(asks('giá đất quận 9 bây giờ bao nhiêu')).toBe(true);
    // …but not our customers' own words: a site that ships, a domain sold to the company, a clinic's booking app
    expect(asks('web bán hàng có tính phí ship không')).toBe(false);
    expect(asks('tên miền có đứng tên công ty không')).toBe(false);
    expect(asks('app đặt lịch cho phòng khám')).toBe(false);
    // connecting an outside system to ours is our work
    expect(asks('có kết nối với phần mềm kế toán MISA không')).toBe(false);
    expect(asks('đồng bộ với misa qua api được không')).toBe(false);
  });

  it("reads our product word said of an outside owner as that owner's own site or app", () => {
    const outside = (text: string) => {
      const words = normaliseWords(text);
      return findConcepts(words)
        .filter((m) => m.concept === OUTSIDE_CONCEPT)
        .map((m) => words.slice(m.from, m.to).join(' '));
    };
    expect(outside('app ngân hàng bị lỗi')).toEqual(['ung dung ngan hang']);
    expect(outside('web thegioididong không vào được')).toEqual(['website thegioididong']);
    expect(outside('app của shopee bị lỗi')).toEqual(['ung dung cua shopee']);
    expect(asksAboutOutsideSubject(conceptTokens('app ngân hàng'))).toBe(true);
    // a product of ours with anything between is ours: "giống", "cho"
    expect(asksAboutOutsideSubject(conceptTokens('làm app giống shopee giá bao nhiêu'))).toBe(false);
    expect(asksAboutOutsideSubject(conceptTokens('làm website cho nhà hàng'))).toBe(false);
    // "web nhà hàng" is a restaurant's website we would make: restaurants are not owners
    expect(asksAboutOutsideSubject(conceptTokens('làm web nhà hàng giá bao nhiêu'))).toBe(false);
  });

  it("stretches an outside place over a consumer's 'gần đây', 'nào tốt', not over a pronoun", () => {
    const said = (text: string) => [...(readQuestion(text).concepts.get(OUTSIDE_CONCEPT) ?? [])];
    expect(said('nha khoa uy tín')).toContain('uy_tin');
    expect(said('bệnh viện gần nhất')).toContain('gan_nhat');
    expect(said('tiệm cắt tóc nam gần đây')).toContain('gan_day');
    expect(said('phòng khám mình gần đây đông khách')).not.toContain('gan_day');
    // on its own "gần đây" is "lately": no outside subject
    expect(readQuestion('gần đây có khuyến mãi gì không').concepts.has(OUTSIDE_CONCEPT)).toBe(false);
  });

  it('allows typos only on long syllables, never on word pairs or concepts', () => {
    expect(typoDistance('hostting')).toBe(2);
    expect(typoDistance('soucre')).toBe(2);
    expect(typoDistance('phanh')).toBe(1);
    // most Vietnamese syllables are one edit from another: short ones are matched as typed
    expect(typoDistance('gia')).toBe(0);
    expect(typoDistance('web')).toBe(0);
    expect(typoDistance('bao_nhieu')).toBe(0);
    expect(typoDistance(`${CONCEPT_MARK}hosting`)).toBe(0);
  });

  it("counts the question's asked-for concepts an item answers, and only those", () => {
    const question = conceptTokens('thiết kế website bao lâu thì xong');
    const has = (concepts: string[]) => (c: string) => concepts.includes(c);
    expect(askedConceptsAnswered(question, has(conceptTokens('Làm website mất bao lâu?')))).toBe(1);
    expect(askedConceptsAnswered(question, has(conceptTokens('Làm website giá bao nhiêu tiền?')))).toBe(0);
    expect(
      askedConceptsAnswered(conceptTokens('cọc bao nhiêu'), has(conceptTokens('Có cần đặt cọc không?'))),
    ).toBe(1);
    expect(conceptTokens('khi nào dùng được')).toContain(`${CONCEPT_MARK}duration`);
  });
});

// decision 055: technology said in other words than the pages'
describe('technology synonyms', () => {
  it('reads attacks by their names as security, "load" as speed, Docker and CI/CD as deploying', () => {
    expect(conceptTokens('làm sao chống lỗi XSS')).toContain('~security');
    expect(conceptTokens('dữ liệu có được mã hóa không')).toContain('~security');
    expect(conceptTokens('trang load chậm quá')).toContain('~speed');
    expect(conceptTokens('deploy bằng docker được không')).toContain('~deploy');
  });

  it('reads "xài" as "dùng" and "vp" as "văn phòng", as typed in the south and in shorthand', () => {
    expect(normaliseWords('frontend xài gì')).toEqual(['frontend', 'dung', 'gi']);
    expect(normaliseWords('vp o dau')).toEqual(['van', 'phong', 'o', 'dau']);
  });
});

describe("the concepts of features and of changes asked in customers' words (decision 056)", () => {
  it('joins the words customers use to those the pages use, with and without diacritics', () => {
    expect(conceptTokens('push notification')).toEqual(conceptTokens('thông báo đẩy'));
    expect(conceptTokens('phi ship')).toEqual(conceptTokens('phí giao hàng'));
    expect(conceptTokens('mất mạng')).toEqual(conceptTokens('gián đoạn'));
    expect(conceptTokens('ceo')).toEqual(conceptTokens('giám đốc'));
  });

  it('reads a change of requirements, not a talk about them ("trao đổi yêu cầu")', () => {
    expect(conceptTokens('muốn đổi yêu cầu giữa chừng')).toContain('~scopeChange');
    expect(conceptTokens('sau khi trao đổi yêu cầu xong')).not.toContain('~scopeChange');
  });
});
