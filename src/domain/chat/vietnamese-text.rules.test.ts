import { describe, expect, it } from 'vitest';
import {
  BIGRAM_JOIN,
  foldDiacritics,
  normaliseWords,
  placedTokens,
  tokenise,
} from './vietnamese-text.rules.ts';

describe('Vietnamese folding for the assistant', () => {
  it('folds diacritics, đ and case, whatever the Unicode form typed', () => {
    expect(foldDiacritics('Đặt Lịch Tư Vấn')).toBe('dat lich tu van');
    // the same word typed decomposed (NFD, as some keyboards send it) folds the same
    expect(foldDiacritics('Nguyễn'.normalize('NFD'))).toBe(foldDiacritics('Nguyễn'));
    expect(foldDiacritics('ĐIỆN THOẠI')).toBe('dien thoai');
  });

  it('drops punctuation and expands abbreviations and teen-code as whole words', () => {
    expect(normaliseWords('Bn tiền 1 cái web z ạ???')).toEqual([
      'bao',
      'nhieu',
      'tien',
      '1',
      'cai',
      'website',
      'vay',
      'a',
    ]);
    expect(normaliseWords('ko biết đc k')).toEqual(['khong', 'biet', 'duoc', 'khong']);
    expect(normaliseWords('cho xin sđt')).toEqual(['cho', 'xin', 'so', 'dien', 'thoai']);
    expect(normaliseWords('e-mail công ty?')).toEqual(['email', 'cong', 'ty']);
    // an abbreviation inside a longer word is left alone
    expect(normaliseWords('kho')).toEqual(['kho']);
  });

  it('tokenises into content syllables and neighbouring-syllable bigrams', () => {
    const tokens = tokenise('Làm website giá bao nhiêu?');
    expect(tokens).toContain('website');
    expect(tokens).toContain('gia');
    expect(tokens).toContain(`bao${BIGRAM_JOIN}nhieu`);
    expect(tokens).toContain(`lam${BIGRAM_JOIN}website`);
    // 'làm' is a stopword on its own, but kept inside its bigram
    expect(tokens).not.toContain('lam');
  });

  it('gives the same tokens with and without diacritics, and for the teen-code form', () => {
    expect(tokenise('Số điện thoại công ty là gì')).toEqual(tokenise('so dien thoai cong ty la gi'));
    expect(tokenise('sđt cty là gì')).toEqual(tokenise('số điện thoại công ty là gì'));
    expect(tokenise('bn tiền')).toEqual(tokenise('bao nhiêu tiền'));
  });

  it('has nothing to match in an empty or punctuation-only message, and skips pairs of stopwords', () => {
    expect(tokenise('   ?!… ')).toEqual([]);
    expect(tokenise('cho mình hỏi với ạ')).toEqual([]);
  });

  it('drops classifiers and end particles as syllables of their own', () => {
    const syllables = tokenise('làm một cái web luôn nè').filter((t) => !t.includes(BIGRAM_JOIN));
    expect(syllables).toEqual(['website']);
  });

  it("drops the fillers of long questions ('khoảng', 'hay', 'về') as syllables of their own", () => {
    const syllables = tokenise('khoảng mấy tuần hay về website').filter((t) => !t.includes(BIGRAM_JOIN));
    expect(syllables).toEqual(['may', 'tuan', 'website']);
  });

  it('reads "nha" as the particle at the end of a sentence and as "nhà" inside it', () => {
    expect(tokenise('làm web nha')).not.toContain('nha');
    expect(tokenise('giúp mình nha')).toEqual([]);
    expect(tokenise('website cho nhà hàng')).toContain('nha');
    expect(tokenise('website cho nhà hàng')).toContain(`nha${BIGRAM_JOIN}hang`);
  });

  it('places each token on the words it was made of', () => {
    expect(placedTokens(normaliseWords('giá web'))).toEqual([
      { token: 'gia', from: 0, to: 1 },
      { token: `gia${BIGRAM_JOIN}website`, from: 0, to: 2 },
      { token: 'website', from: 1, to: 2 },
    ]);
  });
});
