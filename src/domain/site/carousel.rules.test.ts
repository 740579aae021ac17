import { describe, expect, it } from 'vitest';
import {
  clampStart,
  nextIndex,
  previousIndex,
  startPositions,
  trackOffset,
  visibleCount,
} from './carousel.rules.ts';

describe('carousel stepping (spec 002 §4, §9)', () => {
  it('moves to the next item and wraps from the last to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('moves to the previous item and wraps from the first to the last', () => {
    expect(previousIndex(2, 5)).toBe(1);
    expect(previousIndex(0, 5)).toBe(4);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('stays at 0 when there is nothing to step through', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('shows 4 team items at 1200 px or more, 3 at 992, 2 at 768, else 1', () => {
    expect(visibleCount(1920)).toBe(4);
    expect(visibleCount(1200)).toBe(4);
    expect(visibleCount(1199)).toBe(3);
    expect(visibleCount(992)).toBe(3);
    expect(visibleCount(991)).toBe(2);
    expect(visibleCount(768)).toBe(2);
    expect(visibleCount(767)).toBe(1);
    expect(visibleCount(320)).toBe(1);
  });

  it('moves the track 310 px per step', () => {
    expect(trackOffset(0)).toBe(0);
    expect(trackOffset(1)).toBe(310);
    expect(trackOffset(3)).toBe(930);
  });

  it('stops the track when the last of 7 photos reaches the edge', () => {
    expect(startPositions(7, 4)).toBe(4);
    expect(startPositions(7, 1)).toBe(7);
    expect(startPositions(3, 4)).toBe(1);
    expect(nextIndex(3, startPositions(7, 4))).toBe(0);
  });

  it('keeps the start inside the track after a resize', () => {
    expect(clampStart(5, 7, 4)).toBe(3);
    expect(clampStart(2, 7, 4)).toBe(2);
    expect(clampStart(-1, 7, 1)).toBe(0);
  });
});
