import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_CATEGORIES, publicProductSchema } from '#domain/products/product.schema.ts';
import {
  adminProductSchema,
  adminProductsQuerySchema,
  adminProductReply as adminReply,
  allProductsResponse,
  bulkBodySchema,
  bulkResultMessage,
  bulkResultSchema,
  productIdParamsSchema as idParams,
  importReplySchema,
  importResultMessage,
  type ProductTrashQuery,
  productCategoriesResponse,
  productDownloadResponse,
  productExportQuerySchema,
  productFieldsSchema,
  productImportQuerySchema,
  productListResponseSchema,
  productStatsSchema,
  productTrashQuerySchema,
  productUploadResultSchema,
  rateBodySchema,
  ratingSummarySchema,
  sortBodySchema,
  statusBodySchema,
} from '#domain/products/product-admin.schema.ts';
import { PRODUCT_MESSAGES, PRODUCT_UPLOADED_MESSAGES } from '#domain/products/product-messages.ts';
import { productsResource } from '#domain/products/products.resource.ts';
import {
  dataEnvelope,
  failure,
  failures,
  successMessage,
  viewCountResponse,
} from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ProductFormFiles, ProductsService } from './products.service.ts';

/** spec 002 §7 upload calls: the field each takes, its kind in the upload pipeline and the key it answers. */
const UPLOADS = [
  { url: '/api/products/upload', field: 'image', upload: 'productImage', kind: 'image', key: 'imagePath' },
  { url: '/api/products/upload-video', field: 'video', upload: 'video', kind: 'video', key: 'videoPath' },
  { url: '/api/products/upload-zip', field: 'zip', upload: 'zip', kind: 'zip', key: 'zipPath' },
  {
    url: '/api/products/upload-guide',
    field: 'guide',
    upload: 'document',
    kind: 'document',
    key: 'guidePath',
  },
] as const;
/** spec 002 §7: POST and PUT /products as multipart take these file fields (kinds of the upload pipeline). */
const PRODUCT_FORM = {
  dashboardImage: 'productImage',
  videoFile: 'video',
  zipFile: 'zip',
  guideFile: 'document',
} as const;
/** The files a multipart add or edit form brought, staged by the upload pipeline, until the handler saves. */
const formFiles = new WeakMap<FastifyRequest, ProductFormFiles>();

/**
 * A multipart add or edit form becomes the body the route's schema checks (its text fields; `features` as JSON
 * text), its files wait beside it: nothing is stored before the fields are valid.
 */
async function readProductForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { fields, files } = await request.receiveForm();
  // a file sent in a field replaces any text of the same name
  for (const field of Object.keys(files)) delete fields[field];
  request.body = fields;
  formFiles.set(request, files);
}

/**
 * The products API (spec 002 §7, 000 §7). Visitors read active products; any signed-in user reads
 * every product; changes are the admin's (spec 002 §6: staff are kept to the news administration).
 */
export async function productsRoutes(app: FastifyInstance, opts: { products: ProductsService }) {
  const { products } = opts;
  await catalogueRoutes(app, products);
  await adminReadRoutes(app, products);
  await writeRoutes(app, products);
  await fileRoutes(app, products);
  registerTrashRoutes(app, productsResource, {
    params: idParams,
    changesPublicPages: true,
    listTrash: {
      summary:
        'Thùng rác sản phẩm: tìm kiếm, danh mục, ngày xóa (hôm nay, 7 ngày, 30 ngày, cũ hơn), người xóa',
      querystring: productTrashQuerySchema,
      response: productListResponseSchema,
      run: async (query: ProductTrashQuery) => ({ data: await products.listTrash(query) }),
    },
    trash: {
      summary: 'Chuyển sản phẩm vào thùng rác',
      response: adminReply,
      failures: [401, 403, 404],
      run: (id, request) => products.trash(currentAccount(request), id),
    },
    restore: {
      summary: 'Khôi phục sản phẩm từ thùng rác',
      body: z.strictObject({}).nullish(),
      response: adminReply,
      failures: [400, 401, 403, 404],
      run: (id) => products.restore(id),
    },
    deletePermanently: {
      summary: 'Xóa vĩnh viễn một sản phẩm trong thùng rác, cùng các tệp của nó',
      response: successMessage,
      failures: [401, 403, 404],
      run: (id) => products.deletePermanently(id),
    },
  });
}

/** What visitors read and count: active products, categories, views, downloads, ratings. */
async function catalogueRoutes(app: FastifyInstance, products: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // decision 024: the public answers never change with a token; the admin screens read /api/products/admin/…
  r.get('/api/products', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Sản phẩm đang hoạt động (spec 000 §7); một token không đổi câu trả lời',
      querystring: adminProductsQuerySchema,
      response: { 200: fastSerialised(productListResponseSchema), ...failures(400) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.list(request.query, null),
    }),
  });
  r.get('/api/products/categories', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Danh mục sản phẩm (spec 002 §3)',
      response: { 200: productCategoriesResponse },
    },
    handler: async () => ({ success: true as const, data: [...PRODUCT_CATEGORIES] }),
  });
  r.get('/api/products/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Một sản phẩm đang hoạt động; một token không đổi câu trả lời',
      params: idParams,
      response: {
        200: fastSerialised(dataEnvelope(adminProductSchema.or(publicProductSchema))),
        ...failures(404),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.getFor(request.params.id, null),
    }),
  });
  r.post('/api/products/:id/view', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Đếm một lượt xem trang sản phẩm',
      params: idParams,
      response: { 200: viewCountResponse, 404: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: { views: await products.countView(request.params.id) },
    }),
  });
  r.post('/api/products/:id/download', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary:
        'Đếm một lượt tải (một lần mỗi giờ cho mỗi khách và sản phẩm, spec 002 §7) và trả về đường dẫn tệp ZIP',
      params: idParams,
      response: { 200: productDownloadResponse, ...failures(404, 429) },
    },
    handler: async (request, reply) => {
      const { downloads, file } = await products.countDownload(request.params.id, {
        id: request.visitor(reply),
        ip: request.ip,
      });
      return { success: true as const, data: { downloads, file } };
    },
  });
  r.post('/api/products/:id/rate', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Đánh giá sản phẩm từ 1 đến 5 sao: mỗi khách một đánh giá, trả về điểm trung bình',
      params: idParams,
      body: rateBodySchema,
      response: { 200: dataEnvelope(ratingSummarySchema), ...failures(400, 404) },
    },
    handler: async (request, reply) => ({
      success: true as const,
      data: await products.rate(request.params.id, request.visitor(reply), request.body.rating),
      message: 'Cảm ơn bạn đã đánh giá sản phẩm',
    }),
  });
}

/** The admin screens' reads: every status, any product, the counts. */
async function adminReadRoutes(app: FastifyInstance, products: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/products/admin/list', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Danh sách quản trị (spec 002 §2 Product list): mọi trạng thái, ngoài thùng rác',
      security: [{ bearer: [] }],
      querystring: adminProductsQuerySchema,
      response: { 200: fastSerialised(productListResponseSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.list(request.query, currentAccount(request)),
    }),
  });
  r.get('/api/products/admin/item/:id', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Một sản phẩm bất kỳ (thùng rác cũng vậy), cho màn hình quản trị',
      security: [{ bearer: [] }],
      params: idParams,
      response: { 200: dataEnvelope(adminProductSchema), ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.getFor(request.params.id, currentAccount(request)),
    }),
  });
  r.get('/api/products/stats', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Thống kê sản phẩm',
      security: [{ bearer: [] }],
      response: { 200: dataEnvelope(productStatsSchema), ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await products.stats() }),
  });
  r.get('/api/products/admin/all', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Mọi sản phẩm ngoài thùng rác, không phân trang',
      security: [{ bearer: [] }],
      response: { 200: allProductsResponse, ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: { products: await products.listAll() } }),
  });
}

/** Changes to products: add, edit, status, order, bulk actions and emptying the trash (spec 002 §4). */
async function writeRoutes(app: FastifyInstance, products: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete('/api/products/admin/trash', {
    config: { permission: 'products.manage', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary: 'Xóa vĩnh viễn mọi sản phẩm trong thùng rác',
      security: [{ bearer: [] }],
      response: { 200: dataEnvelope(z.object({ deleted: z.number().int() })), ...failures(401, 403) },
    },
    handler: async () => ({
      success: true as const,
      data: { deleted: await products.emptyTrash() },
      message: 'Đã xóa tất cả sản phẩm trong thùng rác',
    }),
  });
  r.post('/api/products/bulk', {
    config: { permission: 'products.manage', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary: 'Thao tác hàng loạt: toggleStatus (kèm status), delete, restore, permanentDelete',
      security: [{ bearer: [] }],
      body: bulkBodySchema,
      response: { 200: bulkResultSchema, ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const result = await products.bulk(currentAccount(request), request.body);
      return {
        success: true as const,
        data: result,
        message: bulkResultMessage(request.body.action, result),
      };
    },
  });
  r.post('/api/products', {
    config: { permission: 'products.manage', changesPublicPages: true, uploadForm: PRODUCT_FORM },
    preValidation: readProductForm,
    schema: {
      tags: ['products'],
      summary:
        'Thêm sản phẩm: JSON (các tệp là đường dẫn do các lệnh tải lên trả về) hoặc multipart (trường văn bản, features là JSON, tệp dashboardImage, videoFile, zipFile, guideFile)',
      security: [{ bearer: [] }],
      consumes: ['application/json', 'multipart/form-data'],
      body: productFieldsSchema,
      response: { 201: adminReply, ...failures(400, 401, 403, 408, 413, 415) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await products.create(request.body, currentAccount(request), formFiles.get(request)),
        message: PRODUCT_MESSAGES.created,
      }),
  });
  r.put('/api/products/:id', {
    config: { permission: 'products.manage', changesPublicPages: true, uploadForm: PRODUCT_FORM },
    preValidation: readProductForm,
    schema: {
      tags: ['products'],
      summary:
        'Cập nhật sản phẩm (JSON hoặc multipart như khi thêm); tệp được thay thì tệp cũ bị xóa, trường tệp bỏ trống thì giữ tệp cũ',
      security: [{ bearer: [] }],
      consumes: ['application/json', 'multipart/form-data'],
      params: idParams,
      body: productFieldsSchema,
      response: { 200: adminReply, ...failures(400, 401, 403, 404, 408, 409, 413, 415) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.update(
        request.params.id,
        request.body,
        currentAccount(request),
        formFiles.get(request),
      ),
      message: PRODUCT_MESSAGES.updated,
    }),
  });
  r.patch('/api/products/:id/status', {
    config: { permission: 'products.manage', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary: 'Kích hoạt hoặc tạm dừng sản phẩm',
      security: [{ bearer: [] }],
      params: idParams,
      body: statusBodySchema,
      response: { 200: adminReply, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const product = await products.setStatus(request.params.id, request.body.status);
      const message = product.status === 'active' ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.paused;
      return { success: true as const, data: product, message };
    },
  });
  r.patch('/api/products/:id/sort', {
    config: { permission: 'products.manage', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary: 'Đổi thứ tự hiển thị',
      security: [{ bearer: [] }],
      params: idParams,
      body: sortBodySchema,
      response: { 200: adminReply, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.setSortOrder(request.params.id, request.body.sortOrder),
      message: PRODUCT_MESSAGES.sortUpdated,
    }),
  });
}

/** Files: the catalogue exported and imported as a sheet, and the four upload calls. */
async function fileRoutes(app: FastifyInstance, products: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/products/export', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Xuất danh sách sản phẩm (format excel mặc định, hoặc csv) với các cột có thể nhập lại',
      security: [{ bearer: [] }],
      querystring: productExportQuerySchema,
      // the answer is a file (bytes), so no JSON response schema is declared
    },
    handler: async (request, reply) => {
      const { format } = request.query;
      const body = await products.exportSheet(format);
      const name = format === 'csv' ? 'san-pham.csv' : 'san-pham.xlsx';
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
  r.post('/api/products/import', {
    config: { permission: 'products.manage', upload: 'sheet', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary:
        'Nhập sản phẩm từ xlsx hoặc csv (trường file): mode=valid nhập các dòng hợp lệ, mode=all chỉ nhập khi mọi dòng hợp lệ',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      querystring: productImportQuerySchema,
      response: { 200: importReplySchema, ...failures(400, 401, 403, 408, 413, 415) },
    },
    handler: async (request) => {
      const staged = await request.receiveUpload('file');
      const report = await products.importSheet(staged, request.query.mode === 'all');
      return { success: true as const, data: report, message: importResultMessage(report) };
    },
  });
  for (const u of UPLOADS) {
    r.post(u.url, {
      // one file per request, checked by its bytes in the upload pipeline (plugins/uploads.ts, decision 012)
      config: { permission: 'products.manage', upload: u.upload },
      schema: {
        tags: ['products'],
        summary: `Tải lên (trường ${u.field}), trả về ${u.key}`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: productUploadResultSchema, ...failures(400, 401, 403, 408, 413, 415) },
      },
      handler: async (request) => {
        const staged = await request.receiveUpload(u.field);
        const stored = await products.storeUpload(u.kind, staged, currentAccount(request));
        return {
          success: true as const,
          message: PRODUCT_UPLOADED_MESSAGES[u.kind],
          data: {
            path: stored.path,
            url: stored.url,
            [u.key]: stored.path,
            size: stored.sizeBytes,
            mimeType: stored.mimeType,
          },
        };
      },
    });
  }
}
