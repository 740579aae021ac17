// spec 001 §9: the editor's text styles and font sizes.
export type TextStyleName = 'normal' | 'title' | 'h1' | 'h2' | 'h3' | 'h4';

export const TEXT_STYLES: ReadonlyArray<{ value: TextStyleName; label: string }> = [
  { value: 'normal', label: 'Văn bản thường' },
  { value: 'title', label: 'Tiêu đề (Title)' },
  { value: 'h1', label: 'Heading 1' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3', label: 'Heading 3' },
  { value: 'h4', label: 'Heading 4' },
];

export type HeadingStyle = Exclude<TextStyleName, 'normal'>;

/** The heading level and the inline style each heading style carries, so the public page shows it alike. */
// The title is also centred: choosing it sets the block's alignment, which the user may change afterwards.
export const HEADING_STYLES: Record<HeadingStyle, { level: 1 | 2 | 3 | 4; css: string }> = {
  title: { level: 1, css: 'font-size: 36px' },
  h1: { level: 1, css: 'font-size: 32px' },
  h2: { level: 2, css: 'font-size: 24px' },
  h3: { level: 3, css: 'font-size: 18px' },
  h4: { level: 4, css: 'font-size: 16px' },
};

export const DEFAULT_FONT_SIZE = 14;
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 36, 48, 72] as const;

// spec 001 §2: list styles by nesting depth (level 1 first).
const ORDERED_STYLES = ['decimal', 'lower-alpha', 'lower-roman', 'upper-alpha'] as const;
const BULLET_STYLES = ['disc', 'circle', 'square'] as const;
export type ListKind = 'orderedList' | 'bulletList';

export function listStyleForLevel(kind: ListKind, level: number): string {
  const styles = kind === 'orderedList' ? ORDERED_STYLES : BULLET_STYLES;
  return styles[(Math.max(1, level) - 1) % styles.length] as string;
}

const LIST_STYLE_VALUES = new Set<string>([...ORDERED_STYLES, ...BULLET_STYLES]);
export function isListStyle(value: unknown): value is string {
  return typeof value === 'string' && LIST_STYLE_VALUES.has(value);
}

/** The list a typed marker starts ('a.', 'A.', 'i.', '1.', '-'), or null. */
export function listForMarker(marker: string): { kind: ListKind; style: string } | null {
  if (marker === '-') return { kind: 'bulletList', style: 'disc' };
  const body = marker.replace(/\.$/, '');
  if (/^\d+$/.test(body)) return { kind: 'orderedList', style: 'decimal' };
  if (/^[ivx]+$/.test(body)) return { kind: 'orderedList', style: 'lower-roman' };
  if (/^[a-z]$/.test(body)) return { kind: 'orderedList', style: 'lower-alpha' };
  if (/^[A-Z]$/.test(body)) return { kind: 'orderedList', style: 'upper-alpha' };
  return null;
}
