// The news list and trash search by title 300 ms after the last keystroke.
export const NEWS_SEARCH_DELAY_MS = 300;
