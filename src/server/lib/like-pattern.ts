/** `%`, `_` and `\` typed by a visitor are literal characters in a LIKE pattern, not wildcards. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `term` literally. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;
