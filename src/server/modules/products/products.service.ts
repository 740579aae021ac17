import type { ProductFile, PublicProduct, PublicProductsQuery } from '#domain/products/product.schema.ts';
import type {
  AdminProduct,
  AdminProductsQuery,
  BulkBody,
  ProductInput,
  ProductStats,
  ProductTrashQuery,
} from '#domain/products/product-admin.schema.ts';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { rowToInput } from '#domain/products/product-sheet.rules.ts';
import { deletedWindow, deleterName } from '#domain/products/product-trash.rules.ts';
import { productsResource } from '#domain/products/products.resource.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { tooManyCalls, withinCounterLimit } from '../../lib/counter-limits.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MediaService, StagedUpload } from '../media/media.service.ts';
import { checkProductFile, type ProductFileKind } from './product-files.ts';
import { keepProductRevisions, type ProductSaveOptions } from './product-saves.ts';
import { productsCsv, productsWorkbook, readImportRows } from './product-sheet.ts';
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

function toAdminProduct(row: ProductRow, deletedBy: string | null): AdminProduct {
  return {
    ...toPublicProduct(row),
    isDeleted: row.isDeleted,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy,
  };
}

const productNotFound = () => notFound(productsResource.messages.notFound, 'PRODUCT_NOT_FOUND');
const FILE_COLUMNS = ['dashboardImage', 'videoFile', 'zipFile', 'guideFile'] as const;
type FileColumn = (typeof FILE_COLUMNS)[number];
/** The product's file fields and the kind of file each holds (spec 002 §7: the multipart form's file fields). */
const PRODUCT_FILE_FIELDS: Readonly<Record<FileColumn, ProductFileKind>> = {
  dashboardImage: 'image',
  videoFile: 'video',
  zipFile: 'zip',
  guideFile: 'document',
};
/** Files sent with the add or edit form itself (multipart), by field. */
export type ProductFormFiles = Partial<Record<string, StagedUpload>>;
const HOUR_MS = 60 * 60 * 1000;
// download calls are rate-limited per client address, counted or not (ARCHITECTURE.md, Security model)

/** A signed-in admin-side user, as the product use cases need them (the name is kept with revisions). */
export type ProductActor = { id: string; fullName: string };

type ProductsDeps = {
  db: Db;
  clock: () => Date;
  media: MediaService;
  accounts: Pick<AccountsService, 'namesByIds'>;
  /** Per-address call counts in a fixed window: in memory, or in Redis when scaled out. */
  counters: Pick<WindowCounter, 'add'>;
};

/** What the products use cases share: the repository, the dependencies, and the file and deleter helpers. */
function productsArea(deps: ProductsDeps) {
  const repo = createProductsRepository(deps.db);

  /** Admin rows with the trash's deleter names, looked up once per page (spec 002 §3 deletedBy). */
  async function withDeleters(rows: ProductRow[]): Promise<AdminProduct[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.deletedBy ? [r.deletedBy] : [])))];
    const names = new Map((await deps.accounts.namesByIds(ids)).map((a) => [a.id, a]));
    return rows.map((row) => {
      if (!row.isDeleted) return toAdminProduct(row, null);
      // an account deleted since is still someone: 'Người dùng'; no deleter at all is the system
      const deleter = row.deletedBy ? (names.get(row.deletedBy) ?? {}) : null;
      return toAdminProduct(row, deleterName(deleter));
    });
  }

  async function anyRow(id: string): Promise<ProductRow> {
    const row = isUuid(id) ? await repo.findAny(id) : undefined;
    if (!row) throw productNotFound();
    return row;
  }

  /** Files a save no longer references are forgotten and deleted (uploads that were replaced). */
  async function dropFiles(paths: (string | null | undefined)[]): Promise<void> {
    for (const file of paths) if (file) await deps.media.remove(file);
  }

  const filesOf = (row: ProductRow) => FILE_COLUMNS.map((c) => row[c]);

  async function storeUpload(kind: ProductFileKind, upload: StagedUpload, actor: ProductActor) {
    const opts = { uploadedBy: actor.id, namePrefix: 'product' };
    if (kind === 'image') {
      return deps.media.storeImage(upload, { ...opts, fit: PRODUCT_IMAGE_FIT });
    }
    await checkProductFile(kind, upload);
    return deps.media.storeFile(upload, opts);
  }

  /**
   * Stores the files sent with the form and answers their paths by field; when one is refused, those already
   * stored go again, so a refused save leaves no file behind.
   */
  async function storeFormFiles(files: ProductFormFiles, actor: ProductActor) {
    const stored: Partial<Record<FileColumn, string>> = {};
    try {
      for (const column of FILE_COLUMNS) {
        const file = files[column];
        if (file) stored[column] = (await storeUpload(PRODUCT_FILE_FIELDS[column], file, actor)).path;
      }
    } catch (error) {
      await dropFiles(Object.values(stored));
      throw error;
    }
    return stored;
  }

  /** Runs a save with the form's files stored first; the stored files go again if the save fails. */
  async function withFormFiles<T>(
    input: ProductInput,
    files: ProductFormFiles,
    actor: ProductActor,
    save: (input: ProductInput) => Promise<T>,
  ): Promise<T> {
    const stored = await storeFormFiles(files, actor);
    try {
      return await save({ ...input, ...stored });
    } catch (error) {
      await dropFiles(Object.values(stored));
      throw error;
    }
  }

  async function activeRow(id: string): Promise<ProductRow> {
    const row = isUuid(id) ? await repo.findPublic(id) : undefined;
    if (!row) throw productNotFound();
    return row;
  }

  return {
    repo,
    deps,
    withDeleters,
    anyRow,
    dropFiles,
    filesOf,
    storeUpload,
    storeFormFiles,
    withFormFiles,
    activeRow,
  };
}
type ProductsArea = ReturnType<typeof productsArea>;

/** The products area (spec 002, 000 §7): its use cases, grouped by what they serve. */
export function createProductsService(deps: ProductsDeps) {
  const area = productsArea(deps);
  return {
    ...catalogueUseCases(area),
    ...adminUseCases(area),
    ...trashUseCases(area),
    ...sheetUseCases(area),
    /**
     * An uploaded product file (spec 002 §5, §7): the image re-encoded to fit 1200×630, the others checked for
     * what their bytes must be (a real ZIP, a whole MP4, a guide whose name matches its content) and kept.
     */
    storeUpload: area.storeUpload,
  };
}

/** What visitors see and count: active products, details, views, downloads, ratings. */
function catalogueUseCases(area: ProductsArea) {
  const { repo, deps, activeRow } = area;
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
    async detail(
      id: string,
    ): Promise<{ product: PublicProduct; related: PublicProduct[]; files: ProductFile[] }> {
      const row = await activeRow(id);
      const stored = await deps.media.describe(
        [row.zipFile, row.guideFile].filter((p): p is string => Boolean(p)),
      );
      const files = stored.map((f) => ({
        ...f,
        kind: f.path === row.zipFile ? ('zip' as const) : ('guide' as const),
      }));
      return {
        product: toPublicProduct(row),
        related: (await repo.related(row, RELATED)).map(toPublicProduct),
        files: files.sort((a) => (a.kind === 'zip' ? -1 : 1)),
      };
    },
    async countView(id: string): Promise<number> {
      const views = isUuid(id) ? await repo.incrementViews(id) : undefined;
      if (views === undefined) throw productNotFound();
      return views;
    },
    /**
     * Counts a download of the product's ZIP (spec 002 §7 POST /products/{id}/download) once per visitor per
     * product per hour (decision 015) and names the file.
     */
    async countDownload(
      id: string,
      visitor: { id: string; ip: string },
    ): Promise<{ downloads: number; file: string; counted: boolean }> {
      if (!(await withinCounterLimit(deps.counters, 'product-download', visitor.ip))) throw tooManyCalls();
      const visitorId = visitor.id;
      const row = await activeRow(id);
      if (!row.zipFile) throw new AppError('FILE_NOT_AVAILABLE', 404, PRODUCT_MESSAGES.fileMissing);
      const now = deps.clock();
      const counted = await repo.markDownload(id, visitorId, now, new Date(now.getTime() - HOUR_MS));
      const downloads = counted ? ((await repo.incrementDownloads(id)) ?? row.downloads) : row.downloads;
      return { downloads, file: row.zipFile, counted };
    },
    /** POST /products/{id}/rate: one rating per visitor; answers the average shown. */
    async rate(id: string, visitorId: string, rating: number) {
      await activeRow(id);
      const summary = await repo.rate(id, visitorId, rating);
      return { ...summary, yourRating: rating };
    },
  };
}

/** The admin screens' reads and edits. */
function adminUseCases(area: ProductsArea) {
  const { repo, deps, withDeleters, anyRow, dropFiles, withFormFiles, activeRow } = area;
  return {
    /** A product for a reader: visitors see active ones only, signed-in users any, the trash included. */
    async getFor(id: string, viewer: ProductActor | null): Promise<AdminProduct> {
      if (!viewer) return toAdminProduct(await activeRow(id), null);
      const [product] = await withDeleters([await anyRow(id)]);
      return product as AdminProduct;
    },
    /**
     * GET /products: visitors page the active catalogue (at most 50 a page, spec 000 §7); a signed-in user the
     * admin list.
     */
    async list(query: AdminProductsQuery, viewer: ProductActor | null) {
      if (viewer) {
        const { rows, total } = await repo.pageAdmin(query);
        return {
          products: await withDeleters(rows),
          pagination: paginationOf(query.page, query.limit, total),
        };
      }
      if (query.status === 'inactive')
        throw badRequest('Trạng thái không hợp lệ', { status: 'Trạng thái không hợp lệ' });
      if (query.limit > 50) throw badRequest('Giới hạn tối đa là 50', { limit: 'Giới hạn tối đa là 50' });
      const { rows, total } = await repo.pagePublic({ ...query, status: undefined });
      return {
        products: rows.map((row) => toAdminProduct(row, null)),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },
    /** GET /products with a token (spec 002 §2 Product list): any status, outside the trash. */
    async listAdmin(query: AdminProductsQuery) {
      const { rows, total } = await repo.pageAdmin(query);
      return {
        products: await withDeleters(rows),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },
    /** GET /products/admin/trash (spec 002 §2, §4). */
    async listTrash(query: ProductTrashQuery) {
      const window = query.deletedDateFilter ? deletedWindow(query.deletedDateFilter, deps.clock()) : {};
      const { rows, total } = await repo.listTrash({ ...query, ...window });
      return {
        products: await withDeleters(rows),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },
    /** GET /products/admin/all: every product outside the trash, unpaged. */
    async listAll(): Promise<AdminProduct[]> {
      return withDeleters(await repo.listAll());
    },
    /** POST /products: the fields, with files as paths from the upload calls or sent with the form. */
    async create(
      input: ProductInput,
      actor: ProductActor,
      files: ProductFormFiles = {},
    ): Promise<AdminProduct> {
      return withFormFiles(input, files, actor, (fields) =>
        deps.db.transaction(async (tx) => {
          const row = await createProductsRepository(tx).insert(fields);
          await keepProductRevisions(tx, [row], { by: actor, savedAt: deps.clock(), reason: 'create' });
          return toAdminProduct(row, null);
        }),
      );
    },
    /**
     * PUT /products/{id}: as create; a file field left out keeps the product's file, an empty one removes it. Keeps
     * a revision (decision 053) on the update's transaction, with the restore's audit entry when it is one.
     */
    async update(
      id: string,
      input: ProductInput,
      actor: ProductActor,
      files: ProductFormFiles = {},
      save: ProductSaveOptions = {},
    ): Promise<AdminProduct> {
      const before = await anyRow(id);
      if (before.isDeleted) throw new AppError('PRODUCT_IN_TRASH', 409, 'Sản phẩm đang ở trong thùng rác');
      const row = await withFormFiles(input, files, actor, (fields) =>
        deps.db.transaction(async (tx) => {
          const updated = await createProductsRepository(tx).update(id, fields);
          if (!updated) throw productNotFound();
          await keepProductRevisions(tx, [updated], {
            by: actor,
            savedAt: deps.clock(),
            reason: save.reason ?? 'update',
            ...(save.restoredFrom ? { restoredFrom: save.restoredFrom } : {}),
          });
          await save.within?.(tx);
          return updated;
        }),
      );
      await dropFiles(FILE_COLUMNS.filter((c) => before[c] !== row[c]).map((c) => before[c]));
      return toAdminProduct(row, null);
    },
    async setStatus(id: string, status: 'active' | 'inactive'): Promise<AdminProduct> {
      const row = isUuid(id) ? await repo.update(id, { status }) : undefined;
      if (!row) throw productNotFound();
      return toAdminProduct(row, null);
    },
    async setSortOrder(id: string, sortOrder: number): Promise<AdminProduct> {
      const row = isUuid(id) ? await repo.update(id, { sortOrder }) : undefined;
      if (!row) throw productNotFound();
      return toAdminProduct(row, null);
    },
    stats: (): Promise<ProductStats> => repo.stats(),
  };
}

/** The trash (spec 002 §2, §4) on the admin kit's writes (docs/decisions/039); a product's files go with it. */
function trashUseCases(area: ProductsArea) {
  const { repo, deps, withDeleters, dropFiles, filesOf } = area;
  return {
    /** DELETE /products/{id}: to the trash, with when and who (ARCHITECTURE.md, soft delete). */
    async trash(actor: ProductActor, id: string): Promise<AdminProduct> {
      const [row] = isUuid(id) ? await repo.trash([id], { at: deps.clock(), accountId: actor.id }) : [];
      if (!row) throw productNotFound();
      return (await withDeleters([row]))[0] as AdminProduct;
    },
    async restore(id: string): Promise<AdminProduct> {
      const [row] = isUuid(id) ? await repo.restore([id]) : [];
      if (!row) throw productNotFound();
      return toAdminProduct(row, null);
    },
    /** DELETE /products/{id}/permanent: only from the trash; its files go with it. */
    async deletePermanently(id: string): Promise<void> {
      const [row] = isUuid(id) ? await repo.deletePermanently([id]) : [];
      if (!row) throw productNotFound();
      await dropFiles(filesOf(row));
    },
    /** spec 002 §4 'delete all': every trashed product, for good. */
    async emptyTrash(): Promise<number> {
      const rows = await repo.deletePermanently();
      await dropFiles(rows.flatMap(filesOf));
      return rows.length;
    },
    /** POST /products/bulk: how many of the requested products the action changed. */
    async bulk(actor: ProductActor, body: BulkBody): Promise<{ affected: number; requested: number }> {
      const ids = [...new Set(body.productIds)];
      let affected: number;
      switch (body.action) {
        case 'toggleStatus':
          affected = await repo.updateManyStatus(ids, body.status ?? 'inactive');
          break;
        case 'delete':
          affected = (await repo.trash(ids, { at: deps.clock(), accountId: actor.id })).length;
          break;
        case 'restore':
          affected = (await repo.restore(ids)).length;
          break;
        case 'permanentDelete': {
          const rows = await repo.deletePermanently(ids);
          await dropFiles(rows.flatMap(filesOf));
          affected = rows.length;
          break;
        }
      }
      return { affected, requested: ids.length };
    },
  };
}

/** The catalogue as a sheet: exported, and imported row by row (spec 002 §7). */
function sheetUseCases(area: ProductsArea) {
  const { repo, deps } = area;
  return {
    /** GET /products/export: every product outside the trash, as xlsx (default) or CSV. */
    async exportSheet(format: 'excel' | 'csv'): Promise<Buffer> {
      const rows = await repo.listAll();
      return format === 'csv' ? Buffer.from(productsCsv(rows), 'utf8') : productsWorkbook(rows);
    },
    /**
     * POST /products/import: every row checked with the form's schema; the good rows go in one transaction, or
     * none at all when `atomic` and any row is bad. Answers a report per row with its sheet row number.
     */
    async importSheet(upload: StagedUpload, atomic: boolean, actor: ProductActor): Promise<ImportReport> {
      const rows = (await readImportRows(upload.tempPath, upload.mimeType)).map(({ row, cells }) => ({
        row,
        result: rowToInput(cells),
      }));
      const good = rows.flatMap((r) => (r.result.ok ? [r.result.value] : []));
      const failed = rows.length - good.length;
      // decision 053: each imported product starts its revisions, in the import's one transaction
      const imported =
        atomic && failed > 0
          ? 0
          : await deps.db.transaction(async (tx) => {
              const saved = await createProductsRepository(tx).insertMany(good);
              await keepProductRevisions(tx, saved, { by: actor, savedAt: deps.clock(), reason: 'import' });
              return saved.length;
            });
      return {
        total: rows.length,
        imported,
        failed,
        rows: rows.map(({ row, result }) =>
          result.ok
            ? { row, ok: true, message: imported > 0 ? 'Đã nhập' : 'Hợp lệ nhưng chưa nhập' }
            : {
                row,
                ok: false,
                message: Object.values(result.errors)[0] ?? 'Dòng không hợp lệ',
                errors: result.errors,
              },
        ),
      };
    },
  };
}

// spec 002 §5: the dashboard image fits 1200×630 at JPEG quality 80
const PRODUCT_IMAGE_FIT = {
  width: 1200,
  height: 630,
  wrongTypeMessage: 'Vui lòng chọn file hình ảnh hợp lệ',
};

export type ImportReport = {
  total: number;
  imported: number;
  failed: number;
  rows: { row: number; ok: boolean; message: string; errors?: Record<string, string> }[];
};

export type ProductsService = ReturnType<typeof createProductsService>;
