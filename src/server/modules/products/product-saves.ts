import type { ProductRevisionReason } from '#domain/products/product-revision.schema.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { pruneRevisions } from '../../lib/revision-retention.ts';
import { createProductRevisionsRepository } from './product-revisions.repository.ts';
import type { ProductRow } from './products.repository.ts';

/** How a save is kept in the revisions: why, which revision a restore brought back, what else it writes. */
export type ProductSaveOptions = {
  reason?: ProductRevisionReason;
  restoredFrom?: string;
  /** More writes of the same use case (a restore's audit entry), on the save's transaction. */
  within?: (tx: Tx) => Promise<unknown>;
};

/**
 * decision 053: every write of a product's text keeps a revision of what it stored, on the write's own transaction
 * (a save whose revision cannot be written is not saved); the retention rule of articles is applied after it.
 */
export async function keepProductRevisions(
  tx: Tx,
  saved: ProductRow[],
  meta: {
    by: { id: string; fullName: string };
    savedAt: Date;
    reason: ProductRevisionReason;
    restoredFrom?: string;
  },
): Promise<void> {
  const revisions = createProductRevisionsRepository(tx);
  await revisions.insert(saved, meta);
  // a new product has one revision: only a change of an existing one can reach the rule's limits
  if (meta.reason === 'update' || meta.reason === 'restore') {
    for (const product of saved) await pruneRevisions(revisions, product.id, meta.savedAt);
  }
}
