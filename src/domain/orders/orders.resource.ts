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

/** Every change of an order's states (decision 013: /admin/orders/history), by order code and dates. */
export const orderHistoryList = defineAdminList({
  name: 'orders',
  noun: 'thay đổi',
  idField: '_id',
  nameField: 'orderCode',
  list: {
    texts: {
      label: 'Lịch sử trạng thái đơn hàng',
      loading: 'Đang tải lịch sử...',
      loadFailed: 'Không thể tải lịch sử đơn hàng',
      empty: 'Chưa có thay đổi trạng thái nào',
    },
    search: { label: 'Mã đơn hàng', placeholder: 'Lọc theo mã đơn hàng (DH...)' },
    pageSize: 20,
  },
});
