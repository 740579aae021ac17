import type { AdminProduct, ProductInput } from '#domain/products/product-admin.schema.ts';
import {
  PRODUCT_REVISION_NOT_FOUND_MESSAGE,
  type ProductPreviewInput,
  type ProductRevision,
  type ProductRevisionDifference,
  type ProductRevisionSummary,
} from '#domain/products/product-revision.schema.ts';
import { PREVIEW_INVALID_MESSAGE } from '#domain/shared/preview.schema.ts';
import { textDifference } from '#domain/shared/revision.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { PreviewLinks } from '../../lib/preview-links.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import {
  createProductRevisionsRepository,
  type ProductRevisionListRow,
  type ProductRevisionRow,
} from './product-revisions.repository.ts';
import type { ProductActor, ProductsService } from './products.service.ts';

const toSummary = (r: ProductRevisionListRow): ProductRevisionSummary => ({
  _id: r.id,
  savedAt: r.savedAt.toISOString(),
  savedBy: r.savedByName,
  reason: r.reason as ProductRevisionSummary['reason'],
  restoredFrom: r.restoredFrom,
  title: r.title,
  status: r.status,
});

const toRevision = (r: ProductRevisionRow): ProductRevision => ({
  ...toSummary(r),
  category: r.category,
  description: r.description,
  overview: r.overview,
  features: r.features,
  icon: r.icon,
  iconColor: r.iconColor,
});

// features are compared as the lines of one text, as the public page lists them
const featureText = (features: readonly string[]) => features.join('\n');

/** A revision against the current product: its texts word by word, the other fields it keeps by name. */
export function compareProduct(revision: ProductRevision, current: AdminProduct): ProductRevisionDifference {
  const others = ['category', 'icon', 'iconColor', 'status'] as const;
  return {
    revision,
    currentUpdatedAt: current.updatedAt,
    title: textDifference(revision.title, current.title),
    description: textDifference(revision.description, current.description),
    overview: textDifference(revision.overview, current.overview),
    features: textDifference(featureText(revision.features), featureText(current.features)),
    changedFields: others.filter((f) => revision[f] !== current[f]),
  };
}

/**
 * A product's revisions and previews (decision 053), on the parts articles use (decision 042): listed, compared
 * with the current text, restored through the products' own update; previews through the shared signed links.
 */
export function createProductRevisionsService(deps: {
  db: Db;
  clock: () => Date;
  products: Pick<ProductsService, 'getFor' | 'update'>;
  audit: AuditService;
  links: PreviewLinks;
}) {
  const { products, audit, links } = deps;
  const repo = createProductRevisionsRepository(deps.db);

  async function revisionOf(actor: ProductActor, id: string, revisionId: string) {
    const product = await products.getFor(id, actor);
    const revision = isUuid(revisionId) ? await repo.find(product.id, revisionId) : undefined;
    if (!revision) throw notFound(PRODUCT_REVISION_NOT_FOUND_MESSAGE, 'REVISION_NOT_FOUND');
    return { product, revision };
  }

  return {
    async list(actor: ProductActor, id: string): Promise<ProductRevisionSummary[]> {
      const product = await products.getFor(id, actor);
      return (await repo.list(product.id)).map(toSummary);
    },

    async get(actor: ProductActor, id: string, revisionId: string): Promise<ProductRevision> {
      return toRevision((await revisionOf(actor, id, revisionId)).revision);
    },

    async difference(
      actor: ProductActor,
      id: string,
      revisionId: string,
    ): Promise<ProductRevisionDifference> {
      const { product, revision } = await revisionOf(actor, id, revisionId);
      return compareProduct(toRevision(revision), product);
    },

    /**
     * Brings back a revision's texts, category and icon through the ordinary update (same checks; a product in the
     * trash is refused there); its status, order and files stay as they are. A new revision, audited.
     */
    async restore(
      actor: ProductActor,
      ctx: AuditContext,
      id: string,
      revisionId: string,
    ): Promise<AdminProduct> {
      const { product, revision } = await revisionOf(actor, id, revisionId);
      return products.update(
        product.id,
        {
          title: revision.title,
          category: revision.category as ProductInput['category'],
          description: revision.description,
          overview: revision.overview,
          features: revision.features,
          icon: revision.icon as ProductInput['icon'],
          iconColor: revision.iconColor,
          status: product.status,
          sortOrder: product.sortOrder,
          dashboardImage: product.dashboardImage,
          videoFile: product.videoFile,
          zipFile: product.zipFile,
          guideFile: product.guideFile,
        },
        actor,
        {},
        {
          reason: 'restore',
          restoredFrom: revision.id,
          within: (tx) =>
            audit.record(
              ctx,
              {
                action: 'product.revision.restore',
                targetType: 'product',
                targetId: product.id,
                before: { title: product.title, updatedAt: product.updatedAt },
                after: {
                  title: revision.title,
                  revision: revision.id,
                  savedAt: revision.savedAt.toISOString(),
                },
              },
              tx,
            ),
        },
      );
    },

    /**
     * A signed link to the product's public page (decision 053): as saved, or with the form's unsaved texts, kept
     * for this account until its next preview; living the server's lifetime, or `expiresInSeconds` when shorter.
     */
    async previewLink(actor: ProductActor, id: string, input: ProductPreviewInput) {
      const product = await products.getFor(id, actor);
      if (product.isDeleted) throw notFound(PREVIEW_INVALID_MESSAGE, 'PREVIEW_INVALID');
      if (input.draft) {
        await repo.keepDraft({
          productId: product.id,
          accountId: actor.id,
          savedAt: deps.clock(),
          ...input.draft,
        });
      }
      const { token, expiresAt } = links.sign(
        { area: 'products', id: product.id, draftOf: input.draft ? actor.id : null },
        input.expiresInSeconds === undefined ? undefined : input.expiresInSeconds * 1000,
      );
      return { token, path: `/products/preview/${token}`, expiresAt: expiresAt.toISOString() };
    },

    /**
     * What a preview link shows: the product (active or paused) with the previewed texts; 404 once the link expired,
     * was forged, or its product went to the trash.
     */
    async openPreview(token: string): Promise<AdminProduct> {
      const target = links.verify('products', token);
      const product = target
        ? await products.getFor(target.id, { id: '', fullName: '' }).catch(() => null)
        : null;
      if (!target || !product || product.isDeleted)
        throw notFound(PREVIEW_INVALID_MESSAGE, 'PREVIEW_INVALID');
      const draft = target.draftOf ? await repo.findDraft(product.id, target.draftOf) : undefined;
      if (!draft) return product;
      return {
        ...product,
        title: draft.title,
        description: draft.description,
        shortDescription: draft.description,
        overview: draft.overview,
        features: draft.features,
        updatedAt: draft.savedAt.toISOString(),
      };
    },
  };
}

export type ProductRevisionsService = ReturnType<typeof createProductRevisionsService>;
