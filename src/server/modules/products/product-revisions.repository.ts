import { and, desc, eq, inArray } from 'drizzle-orm';
import { productPreviewDrafts, productRevisions } from '../../db/schema/products-revisions.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import type { ProductRow } from './products.repository.ts';

export type ProductRevisionRow = typeof productRevisions.$inferSelect;
export type ProductPreviewDraftRow = typeof productPreviewDrafts.$inferSelect;
type SavedBy = { id: string; fullName: string };

/** A copy of what a save left of the product's public text (decision 053). */
const revisionOf = (
  product: ProductRow,
  meta: { savedAt: Date; by: SavedBy; reason: string; restoredFrom?: string | undefined },
) => ({
  productId: product.id,
  savedAt: meta.savedAt,
  savedBy: meta.by.id,
  savedByName: meta.by.fullName,
  reason: meta.reason,
  restoredFrom: meta.restoredFrom ?? null,
  title: product.title,
  category: product.category,
  description: product.description,
  overview: product.overview,
  features: product.features,
  icon: product.icon,
  iconColor: product.iconColor,
  status: product.status,
});

// the list leaves the texts out: they are read one revision at a time
const listColumns = {
  id: productRevisions.id,
  savedAt: productRevisions.savedAt,
  savedByName: productRevisions.savedByName,
  reason: productRevisions.reason,
  restoredFrom: productRevisions.restoredFrom,
  title: productRevisions.title,
  status: productRevisions.status,
};
export type ProductRevisionListRow = Pick<ProductRevisionRow, keyof typeof listColumns>;

/** The only queries on `product_revisions` and `product_preview_drafts` (decision 053). */
export function createProductRevisionsRepository(db: Executor) {
  return {
    /** One revision per saved product (a save of one, or every row of an import), in one statement. */
    async insert(
      saved: ProductRow[],
      meta: { savedAt: Date; by: SavedBy; reason: string; restoredFrom?: string | undefined },
    ): Promise<void> {
      if (saved.length > 0) await db.insert(productRevisions).values(saved.map((p) => revisionOf(p, meta)));
    },

    async times(productId: string): Promise<Array<{ id: string; savedAt: Date }>> {
      return db
        .select({ id: productRevisions.id, savedAt: productRevisions.savedAt })
        .from(productRevisions)
        .where(eq(productRevisions.productId, productId));
    },

    async deleteIds(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(productRevisions).where(inArray(productRevisions.id, ids));
    },

    async list(productId: string): Promise<ProductRevisionListRow[]> {
      return db
        .select(listColumns)
        .from(productRevisions)
        .where(eq(productRevisions.productId, productId))
        .orderBy(desc(productRevisions.savedAt), desc(productRevisions.id));
    },

    async find(productId: string, id: string): Promise<ProductRevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(productRevisions)
        .where(and(eq(productRevisions.productId, productId), eq(productRevisions.id, id)))
        .limit(1);
      return row;
    },

    /** The form's text an account asked to preview, replacing its previous one. */
    async keepDraft(draft: ProductPreviewDraftRow): Promise<void> {
      const { productId, accountId, ...text } = draft;
      await db
        .insert(productPreviewDrafts)
        .values(draft)
        .onConflictDoUpdate({
          target: [productPreviewDrafts.productId, productPreviewDrafts.accountId],
          set: text,
        });
    },

    async findDraft(productId: string, accountId: string): Promise<ProductPreviewDraftRow | undefined> {
      const [row] = await db
        .select()
        .from(productPreviewDrafts)
        .where(
          and(eq(productPreviewDrafts.productId, productId), eq(productPreviewDrafts.accountId, accountId)),
        )
        .limit(1);
      return row;
    },
  };
}
