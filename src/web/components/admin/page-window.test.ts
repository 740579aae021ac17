import { describe, expect, it } from 'vitest';
import { clampPage, pageOffset, pageWindow } from './page-window.ts';

const shown = (current: number, pages: number) =>
  pageWindow(current, pages).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageWindow: first, last and the current page ±2', () => {
  it('lists every page when there are few', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a gap between the first page and a window further on', () => {
    expect(shown(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('has no gap where the window meets the first or last page', () => {
    expect(shown(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, 6, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 8, 9, 10]);
  });

  it('keeps a current page beyond the end within the pages', () => {
    expect(shown(9, 3)).toEqual([1, 2, 3]);
    expect(shown(3, 0)).toEqual([1]);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1…pages', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(5, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('pageOffset', () => {
  it('continues the numbering on later pages (spec 001 §9: 10 a page)', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
  });
});
