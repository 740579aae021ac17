import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductSchema,
  adminProductsQuerySchema,
  adminProductReply as adminReply,
  allProductsResponse,
  bulkBodySchema,
  bulkResultMessage,
  bulkResultSchema,
  productIdParamsSchema as idParams,
  productFieldsSchema,
  productListResponseSchema,
  productStatsSchema,
  sortBodySchema,
  statusBodySchema,
} from '#domain/products/product-admin.schema.ts';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { dataEnvelope, failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ProductFormFiles, ProductsService } from './products.service.ts';

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

/** The admin screens' reads: every status, any product, the counts. */
export async function productAdminReadRoutes(app: FastifyInstance, products: ProductsService) {
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
export async function productWriteRoutes(app: FastifyInstance, products: ProductsService) {
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
