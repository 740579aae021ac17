import type { FastifyInstance } from 'fastify';
import {
  adminProductReply as adminReply,
  productIdParamsSchema as idParams,
  type ProductTrashQuery,
  productListResponseSchema,
  productTrashQuerySchema,
} from '#domain/products/product-admin.schema.ts';
import { productsResource } from '#domain/products/products.resource.ts';
import { successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ProductsService } from './products.service.ts';
import { productAdminReadRoutes, productWriteRoutes } from './products-admin.routes.ts';
import { productFileRoutes } from './products-files.routes.ts';
import { productCatalogueRoutes } from './products-public.routes.ts';

/**
 * The products API (spec 002 §7, 000 §7). Visitors read active products; any signed-in user reads
 * every product; changes are the admin's (spec 002 §6: staff are kept to the news administration).
 */
export async function productsRoutes(app: FastifyInstance, opts: { products: ProductsService }) {
  const { products } = opts;
  await productCatalogueRoutes(app, products);
  await productAdminReadRoutes(app, products);
  await productWriteRoutes(app, products);
  await productFileRoutes(app, products);
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
