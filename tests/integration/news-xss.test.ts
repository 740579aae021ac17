import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, toPlainText } from '../../src/server/lib/html-sanitiser.ts';
import { EDITOR_SAMPLE, XSS_CORPUS } from './news-xss-corpus.ts';

// decision 007: nothing of the corpus survives sanitising; what the editor produces survives.
const ALLOWED = new Set(
  'p h1 h2 h3 h4 strong b em i u s code pre a ul ol li blockquote br hr img table colgroup col thead tbody tr th td span'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
]);

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Tags of sanitize-html's output, which always quotes attributes and escapes text. */
function elements(html: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  const found: Array<{ tag: string; attributes: Array<[string, string]> }> = [];
  const withoutTags = html.replace(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g,
    (_, closing, tag: string, rest: string) => {
      if (!closing) {
        const attributes = [...rest.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map(
          (m) => [m[1]!.toLowerCase(), decode(m[2] ?? '')] as [string, string],
        );
        found.push({ tag: tag.toLowerCase(), attributes });
      }
      return '';
    },
  );
  // anything still looking like markup would be a tag the pattern above did not understand
  expect(withoutTags).not.toMatch(/<[a-zA-Z!/?]/);
  return found;
}

function problems(html: string): string[] {
  const out: string[] = [];
  for (const { tag, attributes } of elements(html)) {
    if (!ALLOWED.has(tag)) out.push(`element <${tag}>`);
    for (const [name, value] of attributes) {
      if (name.startsWith('on')) out.push(`handler ${name} on <${tag}>`);
      if (
        [
          'srcdoc',
          'formaction',
          'action',
          'srcset',
          'id',
          'class',
          'name',
          'autofocus',
          'contenteditable',
          'is',
        ].includes(name)
      )
        out.push(`attribute ${name} on <${tag}>`);
      // a browser ignores control characters and whitespace inside a URL scheme
      const scheme = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(?:javascript|vbscript|data):/.test(scheme))
        out.push(`${name}=${value}`);
      if (URL_ATTRIBUTES.has(name) && scheme.startsWith('//')) out.push(`protocol-relative ${name}`);
      if (name === 'style' && /url\(|expression|javascript|behavior|binding|\\|@import/i.test(value))
        out.push(`style ${value}`);
    }
    if (tag === 'a') {
      const target = attributes.find(([n]) => n === 'target')?.[1];
      const rel = attributes.find(([n]) => n === 'rel')?.[1] ?? '';
      if (target && target !== '_blank') out.push(`target ${target}`);
      if (target === '_blank' && !/noopener/.test(rel)) out.push('target _blank without noopener');
    }
  }
  return out;
}

describe('the XSS corpus', () => {
  it('covers at least 40 categories', () => {
    expect(new Set(XSS_CORPUS.map((c) => c.category)).size).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS.map((c) => [c.category, c.html] as const))(
    '%s: nothing that runs survives',
    (_, html) => {
      const clean = sanitizeArticleHtml(html);
      expect(problems(clean)).toEqual([]);
      expect(clean).not.toMatch(
        /<(script|iframe|object|embed|base|meta|link|style|svg|math|form|template)\b/i,
      );
      expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
      // sanitising is stable: what is stored sanitises to itself
      expect(sanitizeArticleHtml(clean)).toBe(clean);
    },
  );

  it('keeps the harmless text around a payload', () => {
    expect(sanitizeArticleHtml('<template><img src=x onerror=alert(1)></template><p>sau template</p>')).toBe(
      '<p>sau template</p>',
    );
    expect(sanitizeArticleHtml('<p onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe("the editor's output", () => {
  it('survives unchanged: headings with style, nested lists with attributes, a table, colours, alignment, links, images', () => {
    expect(sanitizeArticleHtml(EDITOR_SAMPLE)).toBe(EDITOR_SAMPLE);
    expect(problems(EDITOR_SAMPLE)).toEqual([]);
  });

  it('normalises spacing inside style attributes only', () => {
    expect(sanitizeArticleHtml('<p style="text-align: center; margin-left: 40px">x</p>')).toBe(
      '<p style="text-align:center;margin-left:40px">x</p>',
    );
  });

  it('drops a style property outside the allowlist and keeps the rest', () => {
    expect(sanitizeArticleHtml('<span style="color:#123456;position:fixed;top:0">x</span>')).toBe(
      '<span style="color:#123456">x</span>',
    );
  });
});

describe('plain-text fields', () => {
  it('strip tags and decode what the stripper escaped', () => {
    expect(toPlainText('<b>Thiết kế</b> & <i>web</i>')).toBe('Thiết kế & web');
    expect(toPlainText('Giá < 5 triệu và > 1 triệu')).toBe('Giá < 5 triệu và > 1 triệu');
    expect(toPlainText('<script>alert(1)</script>Tiêu đề')).toBe('Tiêu đề');
    expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;Tiêu đề')).toBe('Tiêu đề');
    expect(toPlainText('  nhiều   khoảng\n trắng ')).toBe('nhiều khoảng trắng');
  });

  it('never keeps a tag, for any corpus entry', () => {
    for (const { html } of XSS_CORPUS) expect(toPlainText(html)).not.toMatch(/<[a-z!/?]/i);
  });
});
