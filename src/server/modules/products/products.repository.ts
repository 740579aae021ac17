import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PublicProductsQuery } from '#domain/products/product.schema.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
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

export function createProductsRepository(db: Db) {
  return {
    async pagePublic(q: PublicProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(
        publicProduct,
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
