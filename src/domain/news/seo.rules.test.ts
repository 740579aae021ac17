import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeSeo,
  countKeyword,
  countWords,
  htmlToText,
  SEO_MIN_SCORE,
  SEO_WEIGHTS,
  type SeoCheckId,
  type SeoInput,
  seoScoreClass,
  slugKeywordMatch,
  suggestFocusKeyword,
} from './seo.rules.ts';

const words = (n: number, word = 'chữ') => Array.from({ length: n }, () => word).join(' ');
const ofLength = (prefix: string, n: number) => prefix + 'x'.repeat(n - [...prefix].length);

/** 400 words with "thiết kế website" 4 times (1 %), a 45-character title, a 140-character meta. */
const good: SeoInput = {
  title: ofLength('Thiết kế website cho doanh nghiệp ', 45),
  content: `<p>${words(98)} thiết kế website ${words(96)}</p><p>${words(50)} thiết kế website ${words(50)}</p><p>thiết kế website ${words(40)} thiết kế website ${words(54)}</p>`,
  metaDescription: ofLength('Dịch vụ thiết kế website trọn gói ', 140),
  focusKeyword: 'thiết kế website',
  slug: 'thiet-ke-website-cho-doanh-nghiep',
  image: 'public/images/a.jpg',
};

const status = (input: SeoInput, id: SeoCheckId) => analyzeSeo(input).checks.find((c) => c.id === id)?.status;

describe('analyzeSeo: a complete article', () => {
  it('passes every check and scores 100, class excellent', () => {
    const r = analyzeSeo(good);
    expect(r.wordCount).toBe(400);
    expect(r.keywordDensity).toBe(1);
    expect(r.checks.map((c) => [c.id, c.status])).toEqual(
      (Object.keys(SEO_WEIGHTS) as SeoCheckId[]).map((id) => [id, 'good']),
    );
    expect(r.overallScore).toBe(100);
    expect(r.scoreClass).toBe('excellent');
    expect(r.recommendations).toEqual([]);
    expect(r.title).toEqual({ score: 100, issues: [] });
    expect(r.metaDescription).toEqual({ score: 100, issues: [] });
    for (const c of r.checks) expect(c.label).toMatch(/\S/);
  });

  it('weights add up to 100', () => {
    expect(Object.values(SEO_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('an empty form scores 0 and is poor', () => {
    const r = analyzeSeo({
      title: '',
      content: '',
      metaDescription: '',
      focusKeyword: '',
      slug: '',
      image: '',
    });
    expect(r.overallScore).toBe(0);
    expect(r.scoreClass).toBe('poor');
    expect(r.readabilityScore).toBe(0);
    expect(r.recommendations).toContain('Thêm từ khóa chính cho bài viết');
  });

  it('without a focus keyword an article cannot reach the publishing minimum', () => {
    expect(analyzeSeo({ ...good, focusKeyword: '' }).overallScore).toBeLessThan(SEO_MIN_SCORE);
  });
});

describe('title length 30–60 characters (spec 001 §9)', () => {
  it.each([
    [29, 'warning'],
    [30, 'good'],
    [60, 'good'],
    [61, 'warning'],
  ])('%i characters → %s', (n, expected) => {
    const title = ofLength('Thiết kế website ', n);
    expect([...title].length).toBe(n);
    expect(status({ ...good, title }, 'title-length')).toBe(expected);
  });

  it('recommends a longer title below 30 and the title card lists the issue', () => {
    const r = analyzeSeo({ ...good, title: 'Thiết kế website' });
    expect(r.recommendations).toContain('Tiêu đề nên có từ 30 đến 60 ký tự');
    expect(r.title.score).toBe(70);
    expect(r.title.issues[0]).toMatch(/Tiêu đề quá ngắn/);
    expect(r.overallScore).toBe(Math.round(100 - 15 / 2));
  });

  it('counts composed Vietnamese letters as one character, also from decomposed input', () => {
    const title = ofLength('Thiết kế website ', 30).normalize('NFD');
    expect(status({ ...good, title }, 'title-length')).toBe('good');
  });
});

describe('meta description 120–160 characters', () => {
  it.each([
    [119, 'warning'],
    [120, 'good'],
    [160, 'good'],
    [161, 'warning'],
  ])('%i characters → %s', (n, expected) => {
    expect(status({ ...good, metaDescription: ofLength('Thiết kế website ', n) }, 'meta-length')).toBe(
      expected,
    );
  });

  it('recommends a longer meta below 120; an empty meta is an error', () => {
    expect(analyzeSeo({ ...good, metaDescription: 'ngắn' }).recommendations).toContain(
      'Mô tả meta nên có từ 120 đến 160 ký tự',
    );
    expect(status({ ...good, metaDescription: '' }, 'meta-length')).toBe('error');
  });
});

describe('content length: ≥300 good, 100–299 warning, <100 error', () => {
  it.each([
    [99, 'error'],
    [100, 'warning'],
    [299, 'warning'],
    [300, 'good'],
  ])('%i words → %s', (n, expected) => {
    const content = `<p>thiết kế website ${words(n - 3)}</p>`;
    const r = analyzeSeo({ ...good, content });
    expect(r.wordCount).toBe(n);
    expect(r.checks.find((c) => c.id === 'content-length')?.status).toBe(expected);
    expect(r.recommendations.includes('Viết nội dung dài ít nhất 300 từ')).toBe(n < 300);
  });

  it('counts words of the text with tags stripped and entities decoded', () => {
    expect(
      countWords(htmlToText('<p>Xin&nbsp;chào</p><p>thế<br>giới</p><ul><li>một</li><li>hai</li></ul>')),
    ).toBe(6);
    expect(countWords(htmlToText('<p>a &amp; b &#8211; c</p>'))).toBe(3);
    expect(
      countWords(htmlToText('<h2 style="text-align:center">Tiêu đề</h2><img src="x.jpg" alt="ảnh">')),
    ).toBe(2);
    expect(htmlToText('<p>&lt;script&gt; &#x1F600; &unknown;</p>')).toContain('<script> 😀 &unknown;');
  });
});

describe('keyword density 0.5–2.5 %', () => {
  const withDensity = (occurrences: number, total: number) =>
    analyzeSeo({
      ...good,
      focusKeyword: 'website',
      content: `<p>${words(occurrences, 'website')} ${words(total - occurrences)}</p>`,
    });

  it.each([
    [49, 10_000, 0.49, 'warning'],
    [1, 200, 0.5, 'good'],
    [5, 200, 2.5, 'good'],
    [251, 10_000, 2.51, 'warning'],
  ])('%i in %i words (%f %) → %s', (occurrences, total, density, expected) => {
    const r = withDensity(occurrences, total);
    expect(r.keywordDensity).toBe(density);
    expect(r.checks.find((c) => c.id === 'keyword-density')?.status).toBe(expected);
  });

  it('recommends lowering above 2.5 % and raising below 0.5 %', () => {
    expect(withDensity(251, 10_000).recommendations).toContain(
      'Giảm mật độ từ khóa xuống dưới 2.5% để tránh nhồi nhét từ khóa',
    );
    expect(withDensity(49, 10_000).recommendations).toContain('Tăng mật độ từ khóa lên ít nhất 0.5%');
  });
});

describe('keyword matching', () => {
  it('ignores case in title and content but keeps diacritics there (bán is not bàn)', () => {
    expect(countKeyword('THIẾT KẾ Website đẹp', 'thiết kế website')).toBe(1);
    expect(countKeyword('bàn ghế', 'bán')).toBe(0);
    expect(countKeyword('Thiết kế'.normalize('NFD'), 'thiết kế')).toBe(1);
  });

  it('matches whole words only', () => {
    expect(countKeyword('websites and webmaster', 'web')).toBe(0);
    expect(countKeyword('web, web. (web)', 'web')).toBe(3);
  });

  it('reports a missing keyword in the title and content', () => {
    const r = analyzeSeo({
      ...good,
      title: ofLength('Tin tức mới nhất ', 40),
      content: `<p>${words(400)}</p>`,
    });
    expect(r.checks.find((c) => c.id === 'keyword-in-title')?.status).toBe('error');
    expect(r.checks.find((c) => c.id === 'keyword-in-content')?.status).toBe('error');
    expect(r.recommendations).toEqual(
      expect.arrayContaining(['Thêm từ khóa chính vào tiêu đề', 'Thêm từ khóa chính vào nội dung']),
    );
  });
});

describe('keyword in slug: diacritics-insensitive, 80 % of the parts', () => {
  it('folds diacritics and case', () => {
    expect(slugKeywordMatch('thiet-ke-website', 'Thiết Kế Website')).toBe(1);
  });

  it('is good from 80 % of the keyword parts, a warning below, an error with none', () => {
    const keyword = 'thiết kế website doanh nghiệp';
    expect(slugKeywordMatch('website-doanh-nghiep', keyword)).toBe(0.6);
    expect(
      status({ ...good, focusKeyword: keyword, slug: 'thiet-ke-web-doanh-nghiep' }, 'keyword-in-slug'),
    ).toBe('good');
    expect(status({ ...good, focusKeyword: keyword, slug: 'website-doanh-nghiep' }, 'keyword-in-slug')).toBe(
      'warning',
    );
    expect(status({ ...good, slug: 'tin-tuc-moi' }, 'keyword-in-slug')).toBe('error');
  });

  it('does not count a part that is only a prefix of a slug part', () => {
    expect(slugKeywordMatch('websites-hay', 'website')).toBe(0);
  });
});

describe('image', () => {
  it('is required', () => {
    expect(status({ ...good, image: null }, 'image')).toBe('error');
    expect(analyzeSeo({ ...good, image: ' ' }).overallScore).toBe(95);
  });
});

describe('score classes (spec 001 §9)', () => {
  it.each([
    [39, 'poor'],
    [40, 'warning'],
    [59, 'warning'],
    [60, 'good'],
    [79, 'good'],
    [80, 'excellent'],
  ])('%i → %s', (score, expected) => {
    expect(seoScoreClass(score)).toBe(expected);
  });
});

describe('readability', () => {
  it('is high for short sentences and drops for very long ones', () => {
    const short = analyzeSeo({
      ...good,
      content: Array.from({ length: 20 }, () => `<p>${words(12)}. ${words(8)}.</p>`).join(''),
    });
    const long = analyzeSeo({ ...good, content: `<p>${words(400)}</p>` });
    expect(short.readabilityScore).toBe(100);
    expect(long.readabilityScore).toBeLessThan(30);
  });
});

describe('htmlToText in linear time', () => {
  /** The regex version this replaced (less entity decoding): right on editor HTML, quadratic on an unclosed '<'. */
  const byRegexes = (html: string) =>
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<(?:br|hr)\b[^>]*>|<\/(?:p|h[1-6]|li|blockquote|tr|td|th|div)\s*>/gi, '\n')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .normalize('NFC');
  // text without '&' (entity decoding, the same after both, plays no part) and without a stray '<', which the
  // regexes read as the start of a tag up to the next '>' anywhere, and a browser reads as text
  const text = fc.constantFrom('chữ', 'Việt', ' ', 'a > b', '\n');
  const block = fc.oneof(
    text,
    text.map((t) => `<p>${t}</p>`),
    text.map((t) => `<H2 style="text-align:center">${t}</H2 >`),
    text.map((t) => `<ul><li>${t}</li></ul>`),
    fc.constantFrom('<br>', '<br/>', '<hr class="x">', '<img src="a.jpg" alt="ảnh">', '<brx>', '</p x>'),
    text.map((t) => `<!-- ${t} -->`),
    text.map((t) => `<script>var x = "${t}";</script>`),
    text.map((t) => `<style>p { color: red }</STYLE>${t}`),
  );

  it('reads editor HTML as the regex version did', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 12 }), (blocks) => {
        const html = blocks.join('');
        expect(htmlToText(html)).toBe(byRegexes(html));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the text of unclosed tags, comments and script elements', () => {
    expect(htmlToText('a < b')).toBe('a < b');
    expect(htmlToText('<p>1 < 2 và 3 > 2</p>')).toBe(' 1 < 2 và 3 > 2\n');
    expect(htmlToText('x <!-- y')).toBe('x <!-- y');
    expect(htmlToText('<script>alert(1)')).toBe(' alert(1)');
    expect(htmlToText('<p>một</p><script>x</script><p>hai')).toBe(' một\n  hai');
  });
});

describe('the focus keyword suggested from the title (decision 034)', () => {
  const title = 'Thiết kế website chuẩn SEO cho doanh nghiệp nhỏ tại Hà Nội';
  const content = `<p>${words(40)} Thiết kế website giúp bạn bán hàng. ${words(40)}</p><ul><li>thiết kế website nhanh</li><li>doanh nghiệp nhỏ</li></ul><p>${words(40)} thiết kế website ${words(40)}</p>`;

  it('SEO keyword default: a short title phrase the content repeats, never the whole title', () => {
    const keyword = suggestFocusKeyword(title, content);
    expect(keyword).toBe('thiết kế website');
    const analysis = analyzeSeo({ ...good, title, content, focusKeyword: keyword });
    expect(analysis.keywordDensity).toBeGreaterThan(0);
    expect(analysis.checks.find((c) => c.id === 'keyword-in-content')?.status).toBe('good');
    // the old default, the whole title, is not in the content: density 0 %
    const whole = analyzeSeo({ ...good, title, content, focusKeyword: title.toLowerCase() });
    expect(whole.keywordDensity).toBe(0);
  });

  it('suggests nothing before the content holds a phrase of the title', () => {
    expect(suggestFocusKeyword(title, '')).toBe('');
    expect(suggestFocusKeyword(title, `<p>${words(60)}</p>`)).toBe('');
  });

  it('never starts or ends the phrase with a function word', () => {
    const content = '<p>Phần mềm bán hàng cho cửa hàng. Phần mềm bán hàng dễ dùng, phần mềm bán hàng rẻ.</p>';
    expect(suggestFocusKeyword('Phần mềm bán hàng cho cửa hàng nhỏ', content)).toBe('phần mềm bán hàng');
    expect(suggestFocusKeyword('Website cho bạn', '<p>website cho bạn</p>')).toBe('');
  });
});
