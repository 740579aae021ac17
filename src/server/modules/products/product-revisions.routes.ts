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
import { previewLinkResponseSchema } from '#domain/shared/preview.schema.ts';
import {
  previewLinkReply,
  registerPreviewAnswer,
  registerRevisionRoutes,
} from '../../lib/revision-routes.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ProductRevisionsService } from './product-revisions.service.ts';

/**
 * A product's revisions and previews (decision 053), on the routes articles use: the list, one revision, its
 * difference with now, its restore; an editor asks for a signed preview link, anyone holding it reads the preview.
 */
export async function productRevisionsRoutes(
  app: FastifyInstance,
  opts: { revisions: ProductRevisionsService; publicUrl: string },
) {
  const { revisions } = opts;

  registerRevisionRoutes(app, {
    item: '/api/products/:id',
    tag: 'products',
    permission: 'products.manage',
    params: productIdParamsSchema,
    notFound: PRODUCT_REVISION_NOT_FOUND_MESSAGE,
    summaries: {
      list: 'Các phiên bản đã lưu của sản phẩm, mới nhất trước',
      one: 'Một phiên bản của sản phẩm',
      difference: 'Khác biệt từng từ giữa một phiên bản và nội dung hiện tại của sản phẩm',
      restore: 'Khôi phục một phiên bản (lưu thành một phiên bản mới; trạng thái, thứ tự và tệp giữ nguyên)',
    },
    responses: {
      list: productRevisionListResponseSchema,
      one: productRevisionResponseSchema,
      difference: productRevisionDifferenceResponseSchema,
      restored: adminProductReply,
    },
    restoredMessage: PRODUCT_REVISION_MESSAGES.restored,
    revisions,
  });

  app.withTypeProvider<ZodTypeProvider>().post('/api/products/:id/preview', {
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
    handler: async (request) =>
      previewLinkReply(
        await revisions.previewLink(currentAccount(request), request.params.id, request.body ?? {}),
        opts.publicUrl,
      ),
  });

  registerPreviewAnswer(app, {
    path: '/api/products/preview/:token',
    tag: 'products',
    summary: 'Sản phẩm xem trước theo liên kết có chữ ký; không lưu bộ nhớ đệm, không lập chỉ mục',
    response: dataEnvelope(adminProductSchema),
    open: (token) => revisions.openPreview(token),
  });
}
