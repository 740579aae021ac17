import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PublicProductsQuery } from '#domain/products/product.schema.ts';
import type { AdminProductsQuery, ProductInput } from '#domain/products/product-admin.schema.ts';
import { productDownloadMarks, productRatings, products } from '../../db/schema/products.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { inTrash, softDeleteRepository } from '../../lib/admin-resource/soft-delete.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type ProductRow = typeof products.$inferSelect;

const publicProduct = and(eq(products.isDeleted, false), eq(products.status, 'active')) as SQL;

const SORT_COLUMNS = {
  sortOrder: products.sortOrder,
  createdAt: products.createdAt,
  views: products.views,
  downloads: products.downloads,
  title: products.title,
} as const;

/** The products area's queries: the admin's (list, trash, changes, counts) and the catalogue's (spec 002). */
export function createProductsRepository(db: Executor) {
  return { ...adminQueries(db), ...catalogueQueries(db) };
}

/** The admin screens' queries: the list, the trash, changes and the counts (spec 002 §2). */
function adminQueries(db: Executor) {
  return {
    ...softDeleteRepository(db, products),

    /** The admin list: everything outside the trash, any status (spec 002 §2 Product list). */
    async pageAdmin(q: AdminProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      return pageWhere(
        db,
        and(eq(products.isDeleted, false), q.status ? eq(products.status, q.status) : undefined) as SQL,
        q,
      );
    },

    /** spec 002 §2 Product trash: newest deletion first, with category, search and deletion-date window. */
    async listTrash(q: {
      search?: string | undefined;
      category?: string | undefined;
      from?: Date | undefined;
      before?: Date | undefined;
      page: number;
      limit: number;
    }): Promise<{ rows: ProductRow[]; total: number }> {
      const where = inTrash(
        products,
        and(
          q.category ? eq(products.category, q.category) : undefined,
          q.from ? gte(products.deletedAt, q.from) : undefined,
          q.before ? lt(products.deletedAt, q.before) : undefined,
          q.search
            ? or(
                ilike(products.title, containsPattern(q.search)),
                ilike(products.description, containsPattern(q.search)),
              )
            : undefined,
        ),
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.deletedAt), asc(products.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** Every product outside the trash, in display order (GET /products/admin/all, the export). */
    listAll(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(eq(products.isDeleted, false))
        .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id));
    },

    async findAny(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    async insert(values: ProductInput): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row as ProductRow;
    },

    async insertMany(values: ProductInput[]): Promise<ProductRow[]> {
      if (values.length === 0) return [];
      return db.insert(products).values(values).returning();
    },

    /** Changes a product outside the trash; undefined when there is none. */
    async update(id: string, values: Partial<ProductInput>): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), eq(products.isDeleted, false)))
        .returning();
      return row;
    },

    async updateManyStatus(ids: string[], status: 'active' | 'inactive'): Promise<number> {
      const rows = await db
        .update(products)
        .set({ status })
        .where(and(inArray(products.id, ids), eq(products.isDeleted, false)))
        .returning({ id: products.id });
      return rows.length;
    },

    async stats() {
      const [totals] = await db
        .select({
          total: sql<number>`count(*) filter (where not ${products.isDeleted})::int`,
          active: sql<number>`count(*) filter (where not ${products.isDeleted} and ${products.status} = 'active')::int`,
          inactive: sql<number>`count(*) filter (where not ${products.isDeleted} and ${products.status} = 'inactive')::int`,
          deleted: sql<number>`count(*) filter (where ${products.isDeleted})::int`,
          totalViews: sql<number>`coalesce(sum(${products.views}) filter (where not ${products.isDeleted}), 0)::int`,
          totalDownloads: sql<number>`coalesce(sum(${products.downloads}) filter (where not ${products.isDeleted}), 0)::int`,
        })
        .from(products);
      const byCategory = await db
        .select({ category: products.category, count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.isDeleted, false))
        .groupBy(products.category)
        .orderBy(products.category);
      return { ...(totals as NonNullable<typeof totals>), byCategory };
    },
  };
}

/** What visitors read and count: active products, ratings, downloads, views, the sitemap's links. */
function catalogueQueries(db: Executor) {
  return {
    async pagePublic(q: PublicProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      return pageWhere(db, publicProduct, q);
    },

    /** Stores a visitor's rating (one per visitor, the last one wins) and answers the product's average. */
    async rate(productId: string, visitorId: string, rating: number) {
      await db
        .insert(productRatings)
        .values({ productId, visitorId, rating })
        .onConflictDoUpdate({
          target: [productRatings.productId, productRatings.visitorId],
          set: { rating, updatedAt: sql`now()` },
        });
      const [summary] = await db
        .select({
          average: sql<number>`coalesce(round(avg(${productRatings.rating}), 1), 0)::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(productRatings)
        .where(eq(productRatings.productId, productId));
      return summary ?? { average: 0, count: 0 };
    },

    /**
     * Marks a visitor's download unless one was counted within the hour before `now`; answers whether this one
     * counts. One upsert, so two simultaneous clicks count once.
     */
    async markDownload(productId: string, visitorId: string, now: Date, hourAgo: Date): Promise<boolean> {
      const rows = await db
        .insert(productDownloadMarks)
        .values({ productId, visitorId, countedAt: now })
        .onConflictDoUpdate({
          target: [productDownloadMarks.productId, productDownloadMarks.visitorId],
          set: { countedAt: now },
          setWhere: lt(productDownloadMarks.countedAt, hourAgo),
        })
        .returning({ productId: productDownloadMarks.productId });
      return rows.length > 0;
    },

    /** Every active product for the sitemap, in catalogue order. */
    listActiveLinks(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(publicProduct)
        .orderBy(asc(products.sortOrder), asc(products.createdAt));
    },

    async findPublic(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(publicProduct, eq(products.id, id)))
        .limit(1);
      return row;
    },

    /** Up to `limit` other active products, the same category first, then the most viewed. */
    async related(product: ProductRow, limit: number): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(publicProduct, ne(products.id, product.id)))
        .orderBy(
          desc(sql`${products.category} = ${product.category}`),
          desc(products.views),
          asc(products.id),
        )
        .limit(limit);
    },

    /** Counters move in one statement each, so concurrent requests are all counted. */
    async incrementViews(id: string): Promise<number | undefined> {
      const [row] = await db
        .update(products)
        .set({ views: sql`${products.views} + 1`, updatedAt: sql`${products.updatedAt}` })
        .where(and(publicProduct, eq(products.id, id)))
        .returning({ views: products.views });
      return row?.views;
    },

    async incrementDownloads(id: string): Promise<number | undefined> {
      const [row] = await db
        .update(products)
        .set({ downloads: sql`${products.downloads} + 1`, updatedAt: sql`${products.updatedAt}` })
        .where(and(publicProduct, eq(products.id, id)))
        .returning({ downloads: products.downloads });
      return row?.downloads;
    },
  };
}

async function pageWhere(
  db: Executor,
  base: SQL,
  q: Pick<PublicProductsQuery, 'category' | 'exclude' | 'search' | 'sortOrder' | 'sortBy' | 'page' | 'limit'>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(
    base,
    q.category ? eq(products.category, q.category) : undefined,
    q.exclude ? ne(products.id, q.exclude) : undefined,
    q.search
      ? or(
          ilike(products.title, containsPattern(q.search)),
          ilike(products.description, containsPattern(q.search)),
        )
      : undefined,
  );
  const direction = q.sortOrder === 'desc' ? desc : asc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[q.sortBy]), asc(products.createdAt), asc(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
