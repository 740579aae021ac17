import { defineAdminList } from '../shared/admin-resource.ts';

/** The orders list of the back-office (spec 001 §2 "/admin/orders/list", §7 "Orders"); states stay the area's. */
export const ordersList = defineAdminList({
  name: 'orders',
  noun: 'đơn hàng',
  idField: '_id',
  nameField: 'orderCode',
  list: {
    texts: {
      label: 'Danh sách đơn hàng',
      loading: 'Đang tải đơn hàng...',
      loadFailed: 'Không thể tải danh sách đơn hàng',
      empty: 'Không có danh sách đơn hàng',
    },
    search: { label: 'Tìm kiếm đơn hàng', placeholder: 'Tìm theo tên, điện thoại, email, mã đơn...' },
    pageSize: 10,
  },
});
