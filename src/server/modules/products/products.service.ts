import type { PublicProduct, PublicProductsQuery } from '#domain/products/product.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createProductsRepository, type ProductRow } from './products.repository.ts';

const RELATED = 3; // spec 000 §9

function toPublicProduct(row: ProductRow): PublicProduct {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    shortDescription: row.description,
    overview: row.overview,
    features: row.features,
    icon: row.icon,
    iconColor: row.iconColor,
    dashboardImage: row.dashboardImage,
    videoFile: row.videoFile,
    zipFile: row.zipFile,
    guideFile: row.guideFile,
    status: row.status,
    sortOrder: row.sortOrder,
    views: row.views,
    downloads: row.downloads,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const productNotFound = () => notFound('Không tìm thấy sản phẩm', 'PRODUCT_NOT_FOUND');

export function createProductsService(deps: { db: Db }) {
  const repo = createProductsRepository(deps.db);

  async function activeRow(id: string): Promise<ProductRow> {
    const row = isUuid(id) ? await repo.findPublic(id) : undefined;
    if (!row) throw productNotFound();
    return row;
  }

  return {
    async listPublic(query: PublicProductsQuery) {
      const { rows, total } = await repo.pagePublic(query);
      return {
        products: rows.map(toPublicProduct),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** The active products the sitemap lists. */
    listActiveLinks: () => repo.listActiveLinks(),

    async getPublic(id: string): Promise<PublicProduct> {
      return toPublicProduct(await activeRow(id));
    },

    /** The detail page: the product and 3 related ones (spec 000 §2 Product detail). */
    async detail(id: string): Promise<{ product: PublicProduct; related: PublicProduct[] }> {
      const row = await activeRow(id);
      return {
        product: toPublicProduct(row),
        related: (await repo.related(row, RELATED)).map(toPublicProduct),
      };
    },

    async countView(id: string): Promise<number> {
      const views = isUuid(id) ? await repo.incrementViews(id) : undefined;
      if (views === undefined) throw productNotFound();
      return views;
    },

    /** Counts a download of the product's ZIP (spec 002 §7 POST /products/{id}/download) and names the file. */
    async countDownload(id: string): Promise<{ downloads: number; file: string }> {
      const row = await activeRow(id);
      if (!row.zipFile) throw new AppError('FILE_NOT_AVAILABLE', 404, 'File sản phẩm chưa có sẵn');
      const downloads = (await repo.incrementDownloads(id)) ?? row.downloads;
      return { downloads, file: row.zipFile };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
