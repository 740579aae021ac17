import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { belongsTo, id, softDelete, timestamps } from './columns.ts';

/** spec 001 §4: draft (Bản nháp), scheduled (Đang chờ), published (Đã đăng); deletion is the soft-delete flag. */
export const newsStatus = pgEnum('news_status', ['draft', 'scheduled', 'published']);

/** A news article (spec 000 §3, 001 §3). */
export const news = pgTable(
  'news',
  (c) => ({
    id: id(),
    /** Lowercase a-z, 0-9 and hyphens (spec 001 §5); the public URL /news/{slug}. */
    slug: c.text().notNull().unique(),
    title: c.text().notNull(),
    summary: c.text().notNull().default(''),
    /** Sanitised HTML from the editor. */
    content: c.text().notNull().default(''),
    /** Featured image: a full URL or a path beginning public/images/ (spec 001 §3). */
    image: c.text(),
    /**
     * spec 001 §3: news, huong-dan, ky-thuat, marketing, cong-nghe, tuyen-dung; older items may carry su-kien
     * or thong-bao, so this is text checked by the domain schema rather than an enum.
     */
    type: c.text().notNull().default('news'),
    // set null: an article outlives the permanent deletion of its author's account; authorName keeps the byline
    authorId: c.uuid().references(() => accounts.id, { onDelete: 'set null' }),
    /** The author's full name at writing time: staff own the articles whose author is theirs (spec 001 §6). */
    authorName: c.text().notNull(),
    status: newsStatus().notNull().default('draft'),
    scheduledPublishDate: c.timestamp({ withTimezone: true }),
    /** When it went public (or will, for a scheduled article); shown as the article date. */
    publishedDate: c.timestamp({ withTimezone: true }),
    /** When the scheduler takes it off the public site again, back to a draft (decision 042); null: never. */
    unpublishAt: c.timestamp({ withTimezone: true }),
    views: c.integer().notNull().default(0),
    /** Cached count of news_likes rows, kept in the same transaction as the like itself. */
    likeCount: c.integer().notNull().default(0),
    focusKeyword: c.text().notNull().default(''),
    keywords: c.text().array().notNull().default(sql`'{}'::text[]`),
    metaDescription: c.text().notNull().default(''),
    seoScore: c.integer().notNull().default(0),
    readabilityScore: c.integer().notNull().default(0),
    /** Moves by one on every write of the article: a save based on an older one is refused (decision 042). */
    version: c.integer().notNull().default(1),
    ...softDelete,
    ...timestamps,
  }),
  (t) => [
    // spec 001 §4: 'schedule' gives scheduled with a scheduledPublishDate
    check(
      'news_scheduled_has_date',
      sql`${t.status} <> 'scheduled' or ${t.scheduledPublishDate} is not null`,
    ),
    // a published article has its date, so the newest-first public list never meets a null
    check('news_published_has_date', sql`${t.status} <> 'published' or ${t.publishedDate} is not null`),
    check('news_counters', sql`${t.views} >= 0 and ${t.likeCount} >= 0`),
    check('news_scores', sql`${t.seoScore} between 0 and 100 and ${t.readabilityScore} between 0 and 100`),
    // public list (spec 000 §9: 9 per page) and the detail sidebar's 10 most recent; the scheduled date is in
    // the index too, so the list's total is counted from the index alone (no heap scan per request)
    index('news_public_idx').on(
      t.isDeleted,
      t.status,
      t.publishedDate.desc().nullsFirst(),
      t.scheduledPublishDate,
    ),
    // the scheduler's "due now" statement (spec 001 §4)
    index('news_scheduled_idx').on(t.status, t.scheduledPublishDate),
    // the scheduler's "due to leave the site" statement (decision 042)
    index('news_unpublish_idx').on(t.status, t.unpublishAt),
    // admin list (spec 001 §9: 10 per page) and trash
    index('news_admin_idx').on(t.isDeleted, t.createdAt.desc().nullsFirst()),
    index('news_trash_idx').on(t.isDeleted, t.deletedAt.desc().nullsFirst()),
    index('news_author_idx').on(t.authorId),
  ],
);

/** One visitor's like of one article (spec 000 §3 Like status); the key makes liking idempotent. */
export const newsLikes = pgTable(
  'news_likes',
  (c) => ({
    newsId: belongsTo(() => news.id),
    /** An opaque id the visitor's browser keeps. */
    visitorId: c.text().notNull(),
    createdAt: c.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [primaryKey({ columns: [t.newsId, t.visitorId] })],
);
