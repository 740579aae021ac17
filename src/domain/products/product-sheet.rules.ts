import { neutraliseCell, restoreNeutralisedCell } from '../shared/spreadsheet-cell.rules.ts';
import { type ProductInput, productFieldsSchema } from './product-admin.schema.ts';

/** The export workbook's one worksheet; an import reads the first worksheet, whatever its name. */
export const SHEET_NAME = 'Sản phẩm';

/**
 * The columns of the product export, the ones a person re-imports. Stored file paths are left
 * out: two products sharing one upload would lose it when either is deleted for good.
 */
export const SHEET_COLUMNS = [
  { key: 'title', header: 'Tên sản phẩm' },
  { key: 'category', header: 'Danh mục' },
  { key: 'description', header: 'Mô tả' },
  { key: 'overview', header: 'Mô tả chi tiết' },
  { key: 'icon', header: 'Icon' },
  { key: 'iconColor', header: 'Màu icon' },
  { key: 'features', header: 'Tính năng' },
  { key: 'status', header: 'Trạng thái' },
  { key: 'sortOrder', header: 'Thứ tự' },
] as const;
export type SheetKey = (typeof SHEET_COLUMNS)[number]['key'];

// at most this many data rows in one import
export const MAX_IMPORT_ROWS = 1000;

// a text cell that a spreadsheet would run as a formula is written after an apostrophe: one rule for every export
export { neutraliseCell };

/** One product as a sheet row: features one per line. */
export function productToRow(p: ProductInput | (Omit<ProductInput, 'features'> & { features: string[] })) {
  const text: Record<SheetKey, string | number> = {
    title: p.title,
    category: p.category,
    description: p.description,
    overview: p.overview,
    icon: p.icon,
    iconColor: p.iconColor,
    features: (p.features as string[]).join('\n'),
    status: p.status,
    sortOrder: p.sortOrder,
  };
  return SHEET_COLUMNS.map(({ key }) => {
    const value = text[key];
    return typeof value === 'string' ? neutraliseCell(value) : value;
  });
}

/** A row of an import, by header, checked with the same schema as the form and the API. */
export function rowToInput(
  cells: Partial<Record<SheetKey, unknown>>,
): { ok: true; value: ProductInput } | { ok: false; errors: Record<string, string> } {
  const text = (v: unknown) => {
    if (v === undefined || v === null) return undefined;
    const s = String(v).trim();
    // our own export's apostrophe before a formula comes off again
    return restoreNeutralisedCell(s);
  };
  const features = text(cells.features);
  const raw = {
    title: text(cells.title) ?? '',
    category: text(cells.category) ?? '',
    description: text(cells.description) ?? '',
    overview: text(cells.overview) ?? '',
    icon: text(cells.icon) || 'Cloud',
    iconColor: text(cells.iconColor) || '#1976d2',
    features: features ? features.split(/\r?\n/) : [],
    status: text(cells.status) || 'active',
    sortOrder: text(cells.sortOrder) || 0,
  };
  const parsed = productFieldsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { ok: false, errors };
}

/** Which column holds which field, from the header row (by the export's headers or the field names). */
export function headerMap(header: unknown[]): Map<number, SheetKey> {
  const map = new Map<number, SheetKey>();
  header.forEach((cell, index) => {
    const name = String(cell ?? '')
      .trim()
      .toLowerCase();
    const column = SHEET_COLUMNS.find((c) => c.header.toLowerCase() === name || c.key.toLowerCase() === name);
    if (column) map.set(index, column.key);
  });
  return map;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; a UTF-8 BOM is ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** One CSV line, every field quoted (so commas, quotes and line breaks survive). */
export function csvLine(cells: (string | number)[]): string {
  return cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',');
}
