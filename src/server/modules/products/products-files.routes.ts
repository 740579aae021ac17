import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  importReplySchema,
  importResultMessage,
  productExportQuerySchema,
  productImportQuerySchema,
  productUploadResultSchema,
} from '#domain/products/product-admin.schema.ts';
import { PRODUCT_UPLOADED_MESSAGES } from '#domain/products/product-messages.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ProductsService } from './products.service.ts';

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

/** Files: the catalogue exported and imported as a sheet, and the four upload calls. */
export async function productFileRoutes(app: FastifyInstance, products: ProductsService) {
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
      const report = await products.importSheet(
        staged,
        request.query.mode === 'all',
        currentAccount(request),
      );
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
