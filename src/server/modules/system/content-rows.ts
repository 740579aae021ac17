import type pg from 'pg';
import type { UploadKind } from '#domain/media/upload.rules.ts';
import { sanitizeSlug } from '#domain/news/slug.rules.ts';
import type { ContentTable } from '#domain/system/content-transfer.schema.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { MediaKind } from '../media/media.service.ts';
import { MEDIA_PATH } from './content-archive.ts';

// How an imported row is made into a row of this install (decision 029), generically per table.

const ACCOUNT_COLUMNS = new Set(['author_id', 'deleted_by', 'uploaded_by', 'created_by', 'updated_by']);

export const FOLDER_KIND: Record<string, { kind: MediaKind; upload: UploadKind }> = {
  images: { kind: 'image', upload: 'image' },
  videos: { kind: 'video', upload: 'video' },
  zips: { kind: 'zip', upload: 'zip' },
  guides: { kind: 'guide', upload: 'document' },
};
export const STORED_PATH = /^public\/(images|videos|zips|guides)\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

// the columns that name a stored file, per area, and the folder each must be in
const FILE_COLUMNS: Record<ContentTable, Record<string, string>> = {
  news: { image: 'images' },
  services: { image: 'images' },
  products: { dashboard_image: 'images', video_file: 'videos', zip_file: 'zips', guide_file: 'guides' },
  chatbot_training_items: {},
};
// spec 001 §5: a featured image may also be an absolute http(s) address
const IMAGE_URL = /^https?:\/\/[^\s"'<>\\]+$/i;

/** The columns a table has in this install: only those are imported. */
export async function columnsOf(client: pg.PoolClient | pg.Pool, table: string): Promise<Set<string>> {
  const r = await client.query<{ name: string }>(
    "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1",
    [table],
  );
  return new Set(r.rows.map((x) => x.name));
}

/** The stored media paths a row names, as public/<folder>/<name>. */
export const mediaNamedIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(MEDIA_PATH)].map((m) => `public/${m[1]}`);

/**
 * A row as its area stores it (decision 029): stored HTML through the shared sanitiser (news content, the
 * chatbot's answers), the news' plain-text fields and slug through the news rules, file columns only our media
 * paths in their own folder (or, for an image, an http(s) address). Media names are those this import stores.
 * undefined: the row is refused (skipped).
 */
export function importedRow(
  table: ContentTable,
  given: Record<string, unknown>,
  renamed: Map<string, string>,
): Record<string, unknown> | undefined {
  const row = JSON.parse(
    JSON.stringify(given).replace(MEDIA_PATH, (whole) => renamed.get(whole) ?? whole),
  ) as Record<string, unknown>;
  if (!fileColumnsHold(table, row)) return undefined;
  if (table === 'news') return cleanArticle(row);
  if (table === 'chatbot_training_items') return cleanTrainingItem(row);
  return row;
}

/** Each file column empty, or one of our media paths in its own folder (an image: or an http(s) address). */
function fileColumnsHold(table: ContentTable, row: Record<string, unknown>): boolean {
  for (const [column, folder] of Object.entries(FILE_COLUMNS[table])) {
    const v = row[column];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'string') return false;
    const stored = STORED_PATH.exec(v.replace(/^\//, ''));
    if (stored ? stored[1] !== folder : !(folder === 'images' && IMAGE_URL.test(v))) return false;
  }
  return true;
}

function cleanArticle(row: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof row.content !== 'string' || typeof row.title !== 'string' || typeof row.slug !== 'string')
    return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? toPlainText(v).normalize('NFC') : v);
  row.content = sanitizeArticleHtml(row.content.normalize('NFC'));
  row.slug = sanitizeSlug(row.slug);
  for (const k of ['title', 'summary', 'focus_keyword', 'meta_description', 'author_name'])
    row[k] = text(row[k]);
  if (Array.isArray(row.keywords)) row.keywords = row.keywords.map(text);
  return row.title && row.slug ? row : undefined;
}

function cleanTrainingItem(row: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof row.response_text !== 'string') return undefined;
  const html = sanitizeArticleHtml(row.response_text);
  row.response_text = html;
  return toPlainText(html) || /<img\s/i.test(html) ? row : undefined;
}

/**
 * The row's values for the columns this install has; account references point to the importing admin (a
 * deleter to none). undefined: the row has no id, so it cannot be added once and found again.
 */
export function insertableValues(
  row: Record<string, unknown>,
  columns: Set<string>,
  adminId: string,
): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (!columns.has(k)) continue;
    values[k] = ACCOUNT_COLUMNS.has(k) && v !== null ? (k === 'deleted_by' ? null : adminId) : v;
  }
  return 'id' in values ? values : undefined;
}
