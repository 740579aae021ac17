import { and, count, desc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { news, newsLikes } from '../../db/schema/news.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { inTrash, newestDeletedFirst, softDeleteRepository } from '../../lib/admin-resource/soft-delete.ts';
import { foldedContains } from '../../lib/folded-search.ts';

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

/**
 * Title search, diacritics- and case-insensitive ("thiet ke" finds "Thiết kế"). A sequential scan over the
 * articles' titles: the news table is small (hundreds of rows), so no folded column or trigram index is kept.
 */
function titleMatches(search: string | undefined): SQL | undefined {
  return foldedContains([sql`${news.title}`], search);
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

// who deleted an article is named by the accounts service (a module reads only its own tables)
const articleColumns = { article: news };
export type StoredArticle = { article: NewsRow };

/** An article's id and who may change it: what a write that keeps nothing of the article needs to know. */
export type ArticleEditingState = { id: string; authorId: string | null; isDeleted: boolean };

/** The article `idOrSlug` names; undefined when it is neither a uuid nor slug-shaped (then no query is made). */
function byIdOrSlug(idOrSlug: string): SQL | undefined {
  if (isUuid(idOrSlug)) return eq(news.id, idOrSlug);
  return /^[a-z0-9-]{1,200}$/i.test(idOrSlug) ? eq(news.slug, idOrSlug.toLowerCase()) : undefined;
}

/** The number of rows matching `where`, as a column of the same query: one round trip for a page and its total. */
const totalOf = (where: SQL) => sql<number>`(select count(*) from ${news} where ${where})`.mapWith(Number);

/**
 * spec 001 §4: scheduled articles whose time has come become published, dated at their scheduled time. One
 * idempotent statement: any instance may run it at any moment; concurrent runs lock the same rows and the second
 * finds them no longer 'scheduled'. Uses news_scheduled_idx. Returns the ids published (news-scheduler.ts runs it).
 */
export async function publishDueArticles(db: Db, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update news
       set status = 'published', published_date = scheduled_publish_date, updated_at = ${now}
     where status = 'scheduled' and scheduled_publish_date <= ${now} and not is_deleted
    returning id`);
  return result.rows.map((r) => r.id);
}

/**
 * decision 042: published articles whose end time has come leave the public site, back to drafts (the end time is
 * spent). The same kind of idempotent statement as publishing; uses news_unpublish_idx.
 */
export async function unpublishDueArticles(db: Db, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update news
       set status = 'draft', unpublish_at = null, updated_at = ${now}, version = version + 1
     where status = 'published' and unpublish_at <= ${now} and not is_deleted
    returning id`);
  return result.rows.map((r) => r.id);
}

const selectArticles = (db: Executor) => db.select(articleColumns).from(news);

/** A page and its total in one query; past the last page there is no row to carry the total, so it is counted. */
async function paged<Row extends { total: number }>(
  rows: Row[],
  count: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const total = rows[0]?.total ?? (await count());
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** The news area's queries, one group per use: the lists, the stored article, a visitor's reading, the figures. */
export function createNewsRepository(db: Executor) {
  return { ...listQueries(db), ...articleQueries(db), ...readerQueries(db), ...figureQueries(db) };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;

/** The public, admin and trash lists. */
function listQueries(db: Executor) {
  // The hot reads as prepared statements: their SQL is built once here instead of on every request, and
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
    .where(notDeleted)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('news_admin_page');

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

    /** The newest visible articles with their bodies: what the assistant reads of the news (decision 048). */
    latestPublicWithBodies(now: Date, limit: number) {
      return db
        .select({ ...cardColumns, content: news.content })
        .from(news)
        .where(publicVisibility(now))
        .orderBy(desc(news.publishedDate), desc(news.id))
        .limit(limit);
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
    ): Promise<{ rows: StoredArticle[]; total: number }> {
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
        .where(where)
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(limit)
        .offset(offset);
      return paged(rows, () => countWhere(where));
    },

    /** spec 001 §2 trash: the deleted articles, most recently deleted first. */
    async listTrash(search?: string): Promise<StoredArticle[]> {
      return selectArticles(db)
        .where(inTrash(news, titleMatches(search)))
        .orderBy(...newestDeletedFirst(news));
    },
  };
}

/** The stored article: the trash moves, look-ups, slugs, the row lock, writes and keyword suggestions. */
function articleQueries(db: Executor) {
  return {
    ...softDeleteRepository(db, news),

    /** An article by id or by slug (spec 001 §2: links use the slug when there is one). */
    async findByIdOrSlug(idOrSlug: string): Promise<StoredArticle | undefined> {
      const where = byIdOrSlug(idOrSlug);
      if (!where) return undefined;
      const [row] = await selectArticles(db).where(where).limit(1);
      return row;
    },

    /**
     * Only what the rights check needs (its author, whether it is in the trash), for a write made every few
     * seconds that needs neither the body nor the deleter's name (autosave, decision 052).
     */
    async findEditingState(idOrSlug: string): Promise<ArticleEditingState | undefined> {
      const where = byIdOrSlug(idOrSlug);
      if (!where) return undefined;
      const [row] = await db
        .select({ id: news.id, authorId: news.authorId, isDeleted: news.isDeleted })
        .from(news)
        .where(where)
        .limit(1);
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

    /**
     * Keyword suggestions (spec 001 §7 "search keywords"): the focus keywords and related keywords of stored
     * articles that contain the term, ignoring diacritics and case, most used first.
     */
    async suggestKeywords(search: string, limit: number): Promise<string[]> {
      // an empty term matches every keyword, as an empty LIKE pattern would
      const matching = foldedContains([sql`keyword`], search) ?? sql`true`;
      const result = await db.execute<{ keyword: string }>(sql`
        with candidates as (
          select focus_keyword as keyword from news where not is_deleted and focus_keyword <> ''
          union all
          select unnest(keywords) as keyword from news where not is_deleted
        )
        select min(keyword) as keyword from candidates
        where ${matching}
        group by lower(keyword)
        order by count(*) desc, min(keyword)
        limit ${limit}`);
      return result.rows.map((r) => r.keyword);
    },
  };
}

/** What a visitor's reading does: neighbours, views, likes (spec 000 §2 News detail). */
function readerQueries(db: Executor) {
  return {
    /** The visible article just older (previous) and just newer (next) than this one, by publishedDate. */
    async neighbours(now: Date, publishedDate: Date, id: string) {
      const visible = publicVisibility(now);
      const older = or(
        lt(news.publishedDate, publishedDate),
        and(eq(news.publishedDate, publishedDate), lt(news.id, id)),
      ) as SQL;
      const newer = or(
        gt(news.publishedDate, publishedDate),
        and(eq(news.publishedDate, publishedDate), gt(news.id, id)),
      ) as SQL;
      const [previous, next] = await Promise.all([
        db
          .select({ slug: news.slug, title: news.title })
          .from(news)
          .where(and(visible, older))
          .orderBy(desc(news.publishedDate), desc(news.id))
          .limit(1),
        db
          .select({ slug: news.slug, title: news.title })
          .from(news)
          .where(and(visible, newer))
          .orderBy(news.publishedDate, news.id)
          .limit(1),
      ]);
      return { previous: previous[0] ?? null, next: next[0] ?? null };
    },

    /** Counts a view of a visible article; undefined when there is none. */
    async incrementViews(now: Date, id: string): Promise<number | undefined> {
      const [row] = await db
        .update(news)
        .set({ views: sql`${news.views} + 1`, updatedAt: sql`${news.updatedAt}` })
        .where(and(publicVisibility(now), eq(news.id, id)))
        .returning({ views: news.views });
      return row?.views;
    },

    /** The views and likes of a visible article; undefined when there is none. */
    async visibleCounts(now: Date, id: string): Promise<{ views: number; likes: number } | undefined> {
      const [row] = await db
        .select({ views: news.views, likes: news.likeCount })
        .from(news)
        .where(and(publicVisibility(now), eq(news.id, id)))
        .limit(1);
      return row;
    },

    async hasLiked(id: string, visitorId: string): Promise<boolean> {
      const rows = await db
        .select({ n: sql`1` })
        .from(newsLikes)
        .where(and(eq(newsLikes.newsId, id), eq(newsLikes.visitorId, visitorId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * One like per visitor: the (news, visitor) key makes the insert idempotent, and the cached count moves in the
     * same transaction only when a row was really added or removed, so concurrent clicks are counted exactly.
     */
    async setLiked(id: string, visitorId: string, liked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx.insert(newsLikes).values({ newsId: id, visitorId }).onConflictDoNothing().returning()
          : await tx
              .delete(newsLikes)
              .where(and(eq(newsLikes.newsId, id), eq(newsLikes.visitorId, visitorId)))
              .returning();
        const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
        const [row] = await tx
          .update(news)
          .set({
            likeCount: sql`greatest(${news.likeCount} + ${delta}, 0)`,
            updatedAt: sql`${news.updatedAt}`,
          })
          .where(eq(news.id, id))
          .returning({ like: news.likeCount });
        return row?.like ?? 0;
      });
    },
  };
}

/** The dashboard's figures (spec 002 §3 Dashboard stats: counted outside the trash). */
function figureQueries(db: Executor) {
  return {
    async countActive(): Promise<number> {
      return db.$count(news, eq(news.isDeleted, false));
    },

    /** Article types that have articles, most first. */
    async countPerType(): Promise<{ type: string; count: number }[]> {
      return db
        .select({ type: news.type, count: count() })
        .from(news)
        .where(eq(news.isDeleted, false))
        .groupBy(news.type)
        .orderBy(desc(count()), news.type);
    },
  };
}
