import sanitizeHtml from 'sanitize-html';

/**
 * Stored article HTML is sanitised on write (ARCHITECTURE.md, Security model; decision 007) with an allowlist
 * of what the TipTap editor produces: paragraphs and headings with alignment and their data-style marker, marks,
 * links, nested lists with their style and level attributes, quotes, rules, images, tables, coloured spans.
 * Nothing that runs survives: no script, no event handler, no URL but http(s)/mailto (images: http(s) or our
 * media path), no style beyond the listed properties with plain values.
 */

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = [/^\d{1,4}(?:\.\d{1,3})?(?:px|pt|em|rem|%)$/];
const SIZE = [...LENGTH, /^auto$/];
const ALIGN = [/^(?:left|right|center|justify)$/];
const LIST_STYLE = [/^(?:disc|circle|square|decimal|lower-alpha|upper-alpha|lower-roman|upper-roman)$/];

const TEXT_STYLES = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': LENGTH,
  'text-align': ALIGN,
  'margin-left': LENGTH,
  'padding-left': LENGTH,
};
const BLOCK_ATTRIBUTES = ['style', 'data-style'];
const LIST_ATTRIBUTES = ['style', 'data-level', 'data-list-style', 'data-type', 'start', 'type'];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'style'];

// data-* markers the display code reads back (spec 001 §2): short identifiers or small numbers only
const MARKER = /^[a-z0-9-]{1,32}$/i;
const NUMBER = /^\d{1,4}(?:,\d{1,4})*$/;
const ATTRIBUTE_VALUES: Record<string, RegExp> = {
  'data-style': MARKER,
  'data-list-style': MARKER,
  'data-type': MARKER,
  'data-level': NUMBER,
  start: NUMBER,
  type: /^[1aAiI]$/,
  colspan: NUMBER,
  rowspan: NUMBER,
  colwidth: NUMBER,
  width: /^\d{1,5}(?:%|px)?$/,
  height: /^\d{1,5}(?:%|px)?$/,
};

/** Links: http(s) and mailto, or a path on this site ("/…" but not "//host"). */
function isSafeLink(href: string): boolean {
  const v = href.trim();
  if (/^\/(?!\/|\\)/.test(v)) return true;
  return /^(?:https?:\/\/[^\s/\\]|mailto:[^\s])/i.test(v);
}

/** Images: http(s), or our media (spec 000 §9: /api/public/images/). */
function isSafeImageSource(src: string): boolean {
  const v = src.trim();
  if (/^\/api\/public\/images\/[^\s\\]+$/.test(v)) return !v.split('/').includes('..');
  return /^https?:\/\/[^\s/\\]/i.test(v);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'img',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    p: BLOCK_ATTRIBUTES,
    h1: BLOCK_ATTRIBUTES,
    h2: BLOCK_ATTRIBUTES,
    h3: BLOCK_ATTRIBUTES,
    h4: BLOCK_ATTRIBUTES,
    blockquote: ['style'],
    ul: LIST_ATTRIBUTES,
    ol: LIST_ATTRIBUTES,
    li: LIST_ATTRIBUTES,
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    table: ['style'],
    col: ['style'],
    th: CELL_ATTRIBUTES,
    td: CELL_ATTRIBUTES,
    span: ['style'],
  },
  allowedStyles: {
    '*': TEXT_STYLES,
    ul: { ...TEXT_STYLES, 'list-style-type': LIST_STYLE },
    ol: { ...TEXT_STYLES, 'list-style-type': LIST_STYLE },
    li: { ...TEXT_STYLES, 'list-style-type': LIST_STYLE },
    img: { width: SIZE, height: SIZE, 'max-width': SIZE, 'text-align': ALIGN },
    table: { width: SIZE, 'min-width': SIZE },
    col: { width: SIZE, 'min-width': SIZE },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  // elements whose text is dropped with them, not kept as text (raw-text and template elements included)
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'noembed',
    'noframes',
    'iframe',
    'template',
    'title',
    'plaintext',
    'svg',
    'math',
    'object',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        const rule = ATTRIBUTE_VALUES[name];
        if (!rule || rule.test(value)) kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const out: Record<string, string> = {};
      if (href !== undefined && isSafeLink(href)) out.href = href.trim();
      // a link opened in a new tab must not reach back into this page
      if (target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      } else if (attribs.rel) out.rel = 'nofollow';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.src === undefined || !isSafeImageSource(out.src)) delete out.src;
      else out.src = out.src.trim();
      for (const name of ['width', 'height'] as const) {
        const value = out[name];
        if (value !== undefined && !ATTRIBUTE_VALUES[name]?.test(value)) delete out[name];
      }
      return { tagName, attribs: out };
    },
  },
  // an image without a usable source is dropped entirely
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Article content as stored: the editor's HTML, with everything outside the allowlist removed. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const PLAIN: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: OPTIONS.nonTextTags,
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * Title, summary, keywords and meta description are plain text: tags removed, the escaping of
 * the stripper undone, spaces collapsed. Text that decodes to new markup is stripped again, so the stored value
 * never holds a tag, whatever renders it later.
 */
export function toPlainText(input: string): string {
  let text = input;
  for (let round = 0; round < 5; round++) {
    const stripped = sanitizeHtml(text, PLAIN).replace(
      /&(amp|lt|gt|quot|#39|apos|nbsp);/g,
      (_, e: string) => ENTITIES[e] ?? '',
    );
    if (stripped === text || !/<[a-z!/?]/i.test(stripped)) {
      text = stripped;
      break;
    }
    text = stripped;
  }
  return text.replace(/\s+/g, ' ').trim();
}
