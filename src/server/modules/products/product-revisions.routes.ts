import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductReply,
  adminProductSchema,
  productIdParamsSchema,
} from '#domain/products/product-admin.schema.ts';
import {
  PRODUCT_REVISION_MESSAGES,
  PRODUCT_REVISION_NOT_FOUND_MESSAGE,
  productPreviewInputSchema,
  productRevisionDifferenceResponseSchema,
  productRevisionListResponseSchema,
  productRevisionResponseSchema,
} from '#domain/products/product-revision.schema.ts';
import { dataEnvelope, failures } from '#domain/shared/envelope.schema.ts';
import { previewLinkResponseSchema, previewTokenParamsSchema } from '#domain/shared/preview.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { auditContext, currentAccount } from '../../plugins/auth.ts';
import type { ProductRevisionsService } from './product-revisions.service.ts';

const revisionParams = productIdParamsSchema.extend({
  revisionId: z.string().max(100, PRODUCT_REVISION_NOT_FOUND_MESSAGE),
});

/**
 * A product's revisions and previews (decision 053): the list, one revision, its difference with now, its restore;
 * an editor asks for a signed preview link, anyone holding it reads the preview until it expires.
 */
export async function productRevisionsRoutes(
  app: FastifyInstance,
  opts: { revisions: ProductRevisionsService; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { revisions } = opts;

  r.get('/api/products/:id/revisions', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Các phiên bản đã lưu của sản phẩm, mới nhất trước',
      security: [{ bearer: [] }],
      params: productIdParamsSchema,
      response: { 200: productRevisionListResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.list(currentAccount(request), request.params.id),
    }),
  });

  r.get('/api/products/:id/revisions/:revisionId', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Một phiên bản của sản phẩm',
      security: [{ bearer: [] }],
      params: revisionParams,
      response: { 200: productRevisionResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.get(currentAccount(request), request.params.id, request.params.revisionId),
    }),
  });

  r.get('/api/products/:id/revisions/:revisionId/diff', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary: 'Khác biệt từng từ giữa một phiên bản và nội dung hiện tại của sản phẩm',
      security: [{ bearer: [] }],
      params: revisionParams,
      response: { 200: productRevisionDifferenceResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.difference(currentAccount(request), request.params.id, request.params.revisionId),
    }),
  });

  r.post('/api/products/:id/revisions/:revisionId/restore', {
    config: { permission: 'products.manage', changesPublicPages: true },
    schema: {
      tags: ['products'],
      summary: 'Khôi phục một phiên bản (lưu thành một phiên bản mới; trạng thái, thứ tự và tệp giữ nguyên)',
      security: [{ bearer: [] }],
      params: revisionParams,
      body: z.strictObject({}).nullish(),
      response: { 200: adminProductReply, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.restore(
        currentAccount(request),
        auditContext(request),
        request.params.id,
        request.params.revisionId,
      ),
      message: PRODUCT_REVISION_MESSAGES.restored,
    }),
  });

  r.post('/api/products/:id/preview', {
    config: { permission: 'products.manage' },
    schema: {
      tags: ['products'],
      summary:
        'Tạo liên kết xem trước có chữ ký và hạn dùng: sản phẩm đã lưu, hoặc kèm nội dung chưa lưu của biểu mẫu (draft)',
      security: [{ bearer: [] }],
      params: productIdParamsSchema,
      body: productPreviewInputSchema,
      response: { 200: previewLinkResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const link = await revisions.previewLink(
        currentAccount(request),
        request.params.id,
        request.body ?? {},
      );
      return { success: true as const, data: { ...link, url: `${opts.publicUrl}${link.path}` } };
    },
  });

  r.get('/api/products/preview/:token', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Sản phẩm xem trước theo liên kết có chữ ký; không lưu bộ nhớ đệm, không lập chỉ mục',
      params: previewTokenParamsSchema,
      response: { 200: dataEnvelope(adminProductSchema), ...failures(400, 404) },
    },
    handler: async (request, reply) => {
      // a preview is never kept by a browser, a proxy or the page cache, and never indexed
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { success: true as const, data: await revisions.openPreview(request.params.token) };
    },
  });
}
