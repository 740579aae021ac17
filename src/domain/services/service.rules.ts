/** spec 001 §5: lines shorter than this are dropped from a service's description. */
export const DESCRIPTION_LINE_MIN = 10;
/** Used when no line of the description is long enough (spec 001 §5; the text is ours, the spec gives none). */
export const DEFAULT_SERVICE_DESCRIPTION = 'Liên hệ để được tư vấn chi tiết về dịch vụ';

/** spec 001 §5: the description text split into lines, keeping those of 10 or more characters, else the default. */
export function descriptionLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= DESCRIPTION_LINE_MIN);
  return lines.length > 0 ? lines : [DEFAULT_SERVICE_DESCRIPTION];
}
