import { describe, expect, it } from 'vitest';
import { isListStyle, listForMarker, listStyleForLevel } from './text-styles.ts';

describe('list styles by nesting (spec 001 §2)', () => {
  it('ordered lists go decimal, lower-alpha, lower-roman, upper-alpha, then start over', () => {
    expect([1, 2, 3, 4, 5].map((level) => listStyleForLevel('orderedList', level))).toEqual([
      'decimal',
      'lower-alpha',
      'lower-roman',
      'upper-alpha',
      'decimal',
    ]);
  });

  it('bullet lists go disc, circle, square, then start over', () => {
    expect([1, 2, 3, 4].map((level) => listStyleForLevel('bulletList', level))).toEqual([
      'disc',
      'circle',
      'square',
      'disc',
    ]);
  });

  it('knows only the list styles the sanitiser keeps', () => {
    expect(isListStyle('lower-roman')).toBe(true);
    expect(isListStyle('url(javascript:x)')).toBe(false);
    expect(isListStyle(null)).toBe(false);
  });
});

describe('typed list markers (spec 001 §2)', () => {
  it.each([
    ['1.', 'orderedList', 'decimal'],
    ['12.', 'orderedList', 'decimal'],
    ['a.', 'orderedList', 'lower-alpha'],
    ['A.', 'orderedList', 'upper-alpha'],
    ['i.', 'orderedList', 'lower-roman'],
    ['iv.', 'orderedList', 'lower-roman'],
    ['-', 'bulletList', 'disc'],
  ])('%s starts a %s in %s', (marker, kind, style) => {
    expect(listForMarker(marker)).toEqual({ kind, style });
  });

  it('other text is no marker', () => {
    expect(listForMarker('ab.')).toBeNull();
    expect(listForMarker('')).toBeNull();
  });
});
