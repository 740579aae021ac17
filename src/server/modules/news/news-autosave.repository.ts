import { and, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { articleAutosaves } from '../../db/schema/news-autosaves.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';

export type AutosaveRow = typeof articleAutosaves.$inferSelect;

const COLUMNS = getTableColumns(articleAutosaves);
const FIELDS = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

const plain = (value: string) => toPlainText(value).normalize('NFC');

/**
 * A row as it may be shown: plain text fields and the content sanitised as an article's is. Rows hold the form as
 * it was sent (decision 052: cleaning every few seconds cost the visitors more than cleaning when it is read), so
 * every read goes through this, and no reader can show it otherwise.
 */
function cleaned(row: AutosaveRow): AutosaveRow {
  return {
    ...row,
    title: plain(row.title),
    slug: plain(row.slug),
    summary: plain(row.summary),
    content: sanitizeArticleHtml(row.content.normalize('NFC')),
    image: row.image.trim(),
    type: plain(row.type),
    focusKeyword: plain(row.focusKeyword),
    keywords: row.keywords.map(plain).filter(Boolean),
    metaDescription: plain(row.metaDescription),
  };
}

/** The only queries on `article_autosaves` (decisions 042, 052). */
export function createNewsAutosaveRepository(db: Executor) {
  const of = (newsId: string, accountId: string) =>
    and(eq(articleAutosaves.newsId, newsId), eq(articleAutosaves.accountId, accountId));
  // built once, on the first autosave: building the statement's text cost about as much as the rest of a keep
  // (decision 052); prepared under one name, PostgreSQL parses it once per connection too
  let upsert: ReturnType<typeof prepareUpsert> | undefined;
  const prepareUpsert = () =>
    db
      .insert(articleAutosaves)
      .values(
        Object.fromEntries(FIELDS.map((field) => [field, sql.placeholder(field)])) as Record<
          keyof typeof COLUMNS,
          Placeholder
        >,
      )
      .onConflictDoUpdate({
        target: [articleAutosaves.newsId, articleAutosaves.accountId],
        set: Object.fromEntries(
          FIELDS.filter((field) => field !== 'newsId' && field !== 'accountId').map((field) => [
            field,
            // the client's snake_case casing (db/client.ts) names the columns
            sql.raw(`excluded.${toSnakeCase(field)}`),
          ]),
        ),
      })
      .prepare('article_autosave_put');
  return {
    /** One row per article and account: the newest replaces the one before. */
    async put(row: AutosaveRow): Promise<void> {
      upsert ??= prepareUpsert();
      await upsert.execute(row);
    },

    /** This account's unsaved version of the article, cleaned for showing. */
    async find(newsId: string, accountId: string): Promise<AutosaveRow | undefined> {
      const [row] = await db.select().from(articleAutosaves).where(of(newsId, accountId)).limit(1);
      return row && cleaned(row);
    },

    async exists(newsId: string, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ newsId: articleAutosaves.newsId })
        .from(articleAutosaves)
        .where(of(newsId, accountId))
        .limit(1);
      return row !== undefined;
    },

    /** A save by this account: its unsaved version is now saved (or given up). */
    async clear(newsId: string, accountId: string): Promise<void> {
      await db.delete(articleAutosaves).where(of(newsId, accountId));
    },
  };
}
