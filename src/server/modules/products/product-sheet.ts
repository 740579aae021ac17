import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { ProductInput } from '#domain/products/product-admin.schema.ts';
import {
  csvLine,
  headerMap,
  MAX_IMPORT_ROWS,
  parseCsv,
  productToRow,
  SHEET_COLUMNS,
  SHEET_NAME,
  type SheetKey,
} from '#domain/products/product-sheet.rules.ts';
import { AppError } from '../../errors.ts';
import { checkInflatedSize, checkZip } from './product-files.ts';
import type { ProductRow } from './products.repository.ts';

const WRONG_FILE = 'Vui lòng chọn file Excel (.xlsx) hoặc CSV';

/** The catalogue as an xlsx workbook: one header row, one row per product, text cells neutralised. */
export async function productsWorkbook(rows: ProductRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = SHEET_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'description' ? 50 : 22,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(productToRow(row as unknown as ProductInput));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same as CSV, UTF-8 with a BOM so that Excel reads Vietnamese correctly. */
export function productsCsv(rows: ProductRow[]): string {
  const lines = [
    csvLine(SHEET_COLUMNS.map((c) => c.header)),
    ...rows.map((r) => csvLine(productToRow(r as unknown as ProductInput))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A cell's value as text: formulas, rich text and hyperlinks are read as what they show, never evaluated. */
function cellText(cell: ExcelJS.CellValue): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'object') {
    if (cell instanceof Date) return cell.toISOString();
    if ('richText' in cell) return cell.richText.map((r) => r.text).join('');
    if ('formula' in cell || 'sharedFormula' in cell) return `=${'formula' in cell ? cell.formula : ''}`;
    if ('text' in cell) return cell.text;
    return undefined;
  }
  return cell;
}

/** The data rows of an import file by field, each with its row number in the sheet (the header is row 1). */
export async function readImportRows(
  file: string,
  mimeType: string,
): Promise<{ row: number; cells: Partial<Record<SheetKey, unknown>> }[]> {
  let table: { row: number; values: unknown[] }[];
  if (mimeType === 'text/plain') {
    table = parseCsv(await readFile(file, 'utf8')).map((values, i) => ({ row: i + 1, values }));
  } else {
    // an xlsx is a ZIP: refused before ExcelJS inflates it if it would expand beyond reason
    await checkZip(file).catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, WRONG_FILE);
    });
    // the sizes checkZip read are declared ones: the real inflated bytes are counted before ExcelJS reads it
    await checkInflatedSize(file);
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.readFile(file);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, WRONG_FILE);
    }
    const sheet = workbook.worksheets[0];
    table = [];
    sheet?.eachRow((r, rowNumber) => {
      const values = (r.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      table.push({ row: rowNumber, values });
    });
  }
  const [header, ...data] = table;
  const columns = headerMap(header?.values ?? []);
  if (!columns.has(0) && ![...columns.values()].includes('title'))
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'File không có dòng tiêu đề cột hợp lệ (Tên sản phẩm, Danh mục, Mô tả...)',
    );
  if (data.length > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION_ERROR', 400, `Mỗi lần chỉ nhập tối đa ${MAX_IMPORT_ROWS} dòng`);
  return data.map(({ row, values }) => {
    const cells: Partial<Record<SheetKey, unknown>> = {};
    for (const [index, key] of columns) cells[key] = values[index];
    return { row, cells };
  });
}
