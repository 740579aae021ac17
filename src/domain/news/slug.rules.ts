/**
 * Lowercase, Vietnamese diacritics removed, đ → d. Used where text cannot carry diacritics (slugs, URLs) and by
 * SEO keyword matching against them. NFD splits every Vietnamese letter into a base letter and combining marks
 * (U+0300–U+036F, the horn of ơ/ư included); đ has no decomposition, so it is mapped first.
 */
export function foldVietnamese(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

function hyphenate(folded: string): string {
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * spec 001 §5: the slug generated from the title: lowercase, diacritics removed, đ → d, only a-z, 0-9 and
 * hyphens, hyphens collapsed and trimmed. Always matches /^[a-z0-9]+(-[a-z0-9]+)*$/ or is empty.
 */
export function slugify(title: string): string {
  return hyphenate(foldVietnamese(title));
}

/**
 * spec 001 §5: a manually edited slug, sanitised to a-z, 0-9 and hyphens. Letters with diacritics keep their
 * base letter (a typed "thiết-kế" becomes "thiet-ke") rather than disappearing; the result is a valid slug.
 */
export function sanitizeSlug(input: string): string {
  return hyphenate(foldVietnamese(input));
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** spec 001 §9: a slug reads well from 10 to 60 characters. */
const SLUG_LENGTH = { min: 10, max: 60 } as const;

/**
 * spec 001 §5 slug status. The create screen warned below 10 characters; the edit screen also wanted at most
 * 60: the stricter reading is used on both. Good needs a valid slug of 10–60 characters holding the hyphenated
 * focus keyword (diacritics folded, as a slug cannot carry them).
 */
export function slugStatus(slug: string, focusKeyword: string): 'good' | 'warning' {
  const keyword = slugify(focusKeyword);
  const fits = slug.length >= SLUG_LENGTH.min && slug.length <= SLUG_LENGTH.max && SLUG_PATTERN.test(slug);
  return fits && keyword !== '' && `-${slug}-`.includes(`-${keyword}-`) ? 'good' : 'warning';
}
