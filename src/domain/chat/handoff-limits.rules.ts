/**
 * The hand-off's limits, without zod: the AI widget (loaded on public pages) trims its transcript to them, and
 * handoff.schema.ts checks them. A separate file so that opening the widget does not load zod.
 */
export const HANDOFF_MAX_LINES = 20;
export const HANDOFF_MAX_TEXT = 2000;
