/** Stepping rules of the public carousels (spec 002 §4, §9), kept free of the DOM so they are unit-tested. */

/** spec 002 §9: the team track moves by one item of 310 px per step. */
const TEAM_ITEM_STEP_PX = 310;
/** spec 002 §9: a selected thumbnail reverts to the original photo after 4 s. */
export const TEAM_PHOTO_RESET_MS = 4000;
/** spec 002 §9: the testimonial carousel advances every 4 s. */
export const TESTIMONIAL_INTERVAL_MS = 4000;

/** spec 002 §9: visible team items by viewport width, widest first. */
export const TEAM_BREAKPOINTS = [
  { minWidth: 1200, visible: 4 },
  { minWidth: 992, visible: 3 },
  { minWidth: 768, visible: 2 },
] as const;

/** The item after `index` among `count`, wrapping from the last to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** The item before `index` among `count`, wrapping from the first to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

/** How many team items fit at this viewport width (4 at ≥1200, 3 at ≥992, 2 at ≥768, else 1). */
export function visibleCount(width: number): number {
  return TEAM_BREAKPOINTS.find((b) => width >= b.minWidth)?.visible ?? 1;
}

/**
 * How many start positions the track has: it stops when the last item reaches the right edge, so a window
 * of `visible` items never shows empty space.
 */
export function startPositions(count: number, visible: number): number {
  return Math.max(1, count - Math.max(1, visible) + 1);
}

/** Keeps a start index within the track after the visible count changed (a resize). */
export function clampStart(index: number, count: number, visible: number): number {
  return Math.min(Math.max(0, index), startPositions(count, visible) - 1);
}

/** How far the track is moved left, in px, when `index` is the first visible item. */
export function trackOffset(index: number): number {
  return index * TEAM_ITEM_STEP_PX;
}
