import { defineAdminResource } from '../shared/admin-resource.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE } from './product-admin.schema.ts';
import { PRODUCT_MESSAGES } from './product-messages.ts';

/**
 * Products in the back-office (spec 002 §2 "/admin/products/*", §7 "Products"). Uploads, sheets, the bulk call
 * and emptying the trash stay the products area's own.
 */
export const productsResource = defineAdminResource({
  name: 'products',
  noun: 'sản phẩm',
  idField: 'id',
  nameField: 'title',
  list: {
    texts: {
      label: 'Danh sách sản phẩm',
      loading: 'Đang tải danh sách sản phẩm...',
      // spec 002 §8: a list that cannot load is emptied and says so
      loadFailed: PRODUCT_MESSAGES.loadListFailed,
      empty: 'Không có sản phẩm nào',
    },
    search: { label: 'Tìm kiếm theo tên', placeholder: 'Tìm kiếm sản phẩm...' },
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  },
  permission: 'products.manage',
  screens: { list: '/admin/products/list', trash: '/admin/products/trash' },
  calls: {
    listTrash: '/api/products/admin/trash',
    trash: { method: 'DELETE', path: '/api/products/:id' },
    restore: { method: 'POST', path: '/api/products/:id/restore', body: {} },
    deletePermanently: { method: 'DELETE', path: '/api/products/:id/permanent' },
  },
  messages: {
    done: {
      trash: 'Đã xóa sản phẩm thành công',
      restore: 'Đã khôi phục sản phẩm thành công',
      deletePermanently: 'Đã xóa vĩnh viễn sản phẩm',
    },
    failed: {
      trash: 'Không thể xóa sản phẩm',
      restore: 'Không thể khôi phục sản phẩm',
      deletePermanently: 'Không thể xóa vĩnh viễn sản phẩm',
    },
    notFound: PRODUCT_MESSAGES.notFound,
    loadTrashFailed: 'Không thể tải danh sách sản phẩm đã xóa',
    trashEmpty: 'Thùng rác trống',
  },
  search: { fields: ['title'], label: 'Tìm kiếm theo tên', placeholder: 'Tìm kiếm sản phẩm đã xóa...' },
  bulkActions: ['trash', 'restore', 'deletePermanently'],
});
