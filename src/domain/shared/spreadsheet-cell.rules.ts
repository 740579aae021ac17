/**
 * Text that a spreadsheet program would run as a formula once the file is opened (OWASP "CSV injection"): a cell
 * whose first visible character is =, +, - or @ (or their full-width forms), even after leading white space of
 * any kind (space, tab, CR, LF, no-break space, the other Unicode spaces, zero-width characters), which Excel
 * and LibreOffice skip; and a cell starting with a tab or CR, which they treat as a formula start too.
 */
const FORMULA_START = /^[\s\p{Zs}\u180E\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u;

/** The one rule for every export (CSV, xlsx): such a cell is written after an apostrophe, shown as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Our own export's apostrophe comes off again when the file is imported back. */
export function restoreNeutralisedCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
