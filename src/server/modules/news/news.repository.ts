import { and, count, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldVietnamese } from '#domain/news/slug.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { news } from '../../db/schema/news.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type NewsRow = typeof news.$inferSelect;
export type NewsInsert = typeof news.$inferInsert;

/**
 * spec 000 §4 News visibility, as SQL: the same rule as isPubliclyVisible() in
 * src/domain/news/news-visibility.rules.ts. Its first columns follow news_public_idx. A scheduled article
 * becomes visible when the scheduler (news-scheduler.ts, every 5 s) has published it.
 */
export function publicVisibility(now: Date): SQL {
  return and(
    eq(news.isDeleted, false),
    eq(news.status, 'published'),
    or(isNull(news.scheduledPublishDate), lte(news.scheduledPublishDate, now)),
  ) as SQL;
}

// Vietnamese letters with diacritics (both cases) and their base letters, for translate(): title search
// ignores diacritics and case whatever the database's locale (lower() after it only meets ASCII).
const ACCENTED =
  'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ' +
  'ÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ';
const BASE =
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd' +
  'AAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD';

/**
 * Title search, diacritics- and case-insensitive ("thiet ke" finds "Thiết kế"). A sequential scan over the
 * articles' titles: the news table is small (hundreds of rows), so no folded column or trigram index is kept.
 */
function titleMatches(search: string | undefined): SQL | undefined {
  const term = foldVietnamese(search?.trim() ?? '').replace(/\s+/g, ' ');
  if (!term) return undefined;
  return sql`lower(translate(${news.title}, ${ACCENTED}, ${BASE})) like ${containsPattern(term)}`;
}

const cardColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  image: news.image,
  type: news.type,
  authorName: news.authorName,
  publishedDate: news.publishedDate,
  createdAt: news.createdAt,
  views: news.views,
  likeCount: news.likeCount,
};

export type NewsCardRow = Pick<NewsRow, keyof typeof cardColumns>;

const deleter = alias(accounts, 'deleter');
const articleColumns = {
  article: news,
  deletedByName: deleter.fullName,
};
export type ArticleRow = { article: NewsRow; deletedByName: string | null };

/** The number of rows matching `where`, as a column of the same query: one round trip for a page and its total. */
const totalOf = (where: SQL) => sql<number>`(select count(*) from ${news} where ${where})`.mapWith(Number);

export function createNewsRepository(db: Executor) {
  const selectArticles = () =>
    db.select(articleColumns).from(news).leftJoin(deleter, eq(deleter.id, news.deletedBy));

  // The hot reads as prepared statements (issue 18): their SQL is built once here instead of on every request, and
  // PostgreSQL plans them once per connection. The total for the pager rides along as a scalar subquery.
  const visibleNow = publicVisibility(sql.placeholder('now') as unknown as Date);
  const latestPublicQuery = db
    .select(cardColumns)
    .from(news)
    .where(visibleNow)
    .orderBy(desc(news.publishedDate), desc(news.id))
    .limit(sql.placeholder('limit'))
    .prepare('news_latest_public');
  const publicPageQuery = db
    .select({ ...cardColumns, total: totalOf(visibleNow) })
    .from(news)
    .where(visibleNow)
    .orderBy(desc(news.publishedDate), desc(news.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('news_public_page');
  const notDeleted = eq(news.isDeleted, false);
  const adminPageQuery = db
    .select({ ...articleColumns, total: totalOf(notDeleted) })
    .from(news)
    .leftJoin(deleter, eq(deleter.id, news.deletedBy))
    .where(notDeleted)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('news_admin_page');

  /** A page and its total in one query; past the last page there is no row to carry the total, so it is counted. */
  async function paged<Row extends { total: number }>(
    rows: Row[],
    count: () => Promise<number>,
  ): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
    const total = rows[0]?.total ?? (await count());
    return { rows: rows.map(({ total: _, ...row }) => row), total };
  }

  const countWhere = async (where: SQL) =>
    (await db.select({ total: count() }).from(news).where(where))[0]?.total ?? 0;

  return {
    /** The newest publicly visible articles, newest first. */
    async latestPublic(now: Date, limit: number): Promise<NewsCardRow[]> {
      return latestPublicQuery.execute({ now, limit });
    },

    /** Every visible article for the sitemap and the feed (or the newest `limit`), newest first. */
    listVisible(now: Date, limit?: number) {
      const query = db
        .select({
          slug: news.slug,
          title: news.title,
          summary: news.summary,
          type: news.type,
          authorName: news.authorName,
          publishedDate: news.publishedDate,
          updatedAt: news.updatedAt,
        })
        .from(news)
        .where(publicVisibility(now))
        .orderBy(desc(news.publishedDate), desc(news.id));
      return limit ? query.limit(limit) : query;
    },

    /** One page of the publicly visible articles, newest first, with the total for the pager. */
    async pagePublic(
      now: Date,
      page: number,
      limit: number,
      search?: string,
    ): Promise<{ rows: NewsCardRow[]; total: number }> {
      const offset = (page - 1) * limit;
      const matching = titleMatches(search);
      if (!matching) {
        const rows = await publicPageQuery.execute({ now, limit, offset });
        return paged(rows, () => countWhere(publicVisibility(now)));
      }
      // a search: built per request (its pattern is part of the SQL), still one query for the rows and the total
      const visible = and(publicVisibility(now), matching) as SQL;
      const rows = await db
        .select({ ...cardColumns, total: totalOf(visible) })
        .from(news)
        .where(visible)
        .orderBy(desc(news.publishedDate), desc(news.id))
        .limit(limit)
        .offset(offset);
      return paged(rows, () => countWhere(visible));
    },

    /** spec 001 §2 admin list: everything not in the trash (drafts, scheduled, published), newest first. */
    async pageAdmin(
      page: number,
      limit: number,
      search?: string,
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const offset = (page - 1) * limit;
      const matching = titleMatches(search);
      if (!matching) {
        const rows = await adminPageQuery.execute({ limit, offset });
        return paged(rows, () => countWhere(notDeleted));
      }
      const where = and(notDeleted, matching) as SQL;
      const rows = await db
        .select({ ...articleColumns, total: totalOf(where) })
        .from(news)
        .leftJoin(deleter, eq(deleter.id, news.deletedBy))
        .where(where)
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(limit)
        .offset(offset);
      return paged(rows, () => countWhere(where));
    },

    /** spec 001 §2 trash: the deleted articles, most recently deleted first. */
    async trash(search?: string): Promise<ArticleRow[]> {
      return selectArticles()
        .where(and(eq(news.isDeleted, true), titleMatches(search)))
        .orderBy(desc(news.deletedAt), desc(news.id));
    },

    /** An article by id or by slug (spec 001 §2: links use the slug when there is one). */
    async findByIdOrSlug(idOrSlug: string): Promise<ArticleRow | undefined> {
      // anything neither a uuid nor slug-shaped cannot name an article: answer "not found" without a query
      if (!isUuid(idOrSlug) && !/^[a-z0-9-]{1,200}$/i.test(idOrSlug)) return undefined;
      const where = isUuid(idOrSlug) ? eq(news.id, idOrSlug) : eq(news.slug, idOrSlug.toLowerCase());
      const [row] = await selectArticles().where(where).limit(1);
      return row;
    },

    /** Slugs taken by other articles that are `base` or `base-N`. */
    async slugsLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: news.slug })
        .from(news)
        .where(
          and(
            or(eq(news.slug, base), sql`${news.slug} ~ ${`^${base}-[0-9]+$`}`),
            exceptId ? sql`${news.id} <> ${exceptId}` : undefined,
          ),
        );
      return rows.map((r) => r.slug);
    },

    /** The article's row, locked until the transaction ends: a save reads what it replaces (decision 042). */
    async lock(id: string): Promise<NewsRow | undefined> {
      const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
      return row;
    },

    async insert(values: NewsInsert): Promise<string> {
      const [row] = await db.insert(news).values(values).returning({ id: news.id });
      if (!row) throw new Error('insert into news returned no row');
      return row.id;
    },

    async update(id: string, values: Partial<NewsInsert>): Promise<void> {
      await db
        .update(news)
        .set({ ...values, version: sql`${news.version} + 1` })
        .where(eq(news.id, id));
    },

    async removePermanently(id: string): Promise<void> {
      await db.delete(news).where(and(eq(news.id, id), eq(news.isDeleted, true)));
    },

    /**
     * Keyword suggestions (spec 001 §7 "search keywords"): the focus keywords and related keywords of stored
     * articles that contain the term, ignoring diacritics and case, most used first.
     */
    async suggestKeywords(search: string, limit: number): Promise<string[]> {
      const term = foldVietnamese(search.trim()).replace(/\s+/g, ' ');
      const result = await db.execute<{ keyword: string }>(sql`
        with candidates as (
          select focus_keyword as keyword from news where not is_deleted and focus_keyword <> ''
          union all
          select unnest(keywords) as keyword from news where not is_deleted
        )
        select min(keyword) as keyword from candidates
        where lower(translate(keyword, ${ACCENTED}, ${BASE})) like ${containsPattern(term)}
        group by lower(keyword)
        order by count(*) desc, min(keyword)
        limit ${limit}`);
      return result.rows.map((r) => r.keyword);
    },
  };
}
