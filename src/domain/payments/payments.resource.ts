import { defineAdminList } from '../shared/admin-resource.ts';

/** The received payments of the back-office (decision 013: /admin/payments/list), filtered by state only. */
export const paymentsList = defineAdminList({
  name: 'payments',
  noun: 'giao dịch',
  idField: '_id',
  nameField: 'providerTransactionId',
  list: {
    texts: {
      label: 'Danh sách giao dịch đã nhận',
      loading: 'Đang tải giao dịch...',
      loadFailed: 'Không thể tải danh sách thanh toán',
      empty: 'Chưa nhận được giao dịch nào',
    },
    pageSize: 20,
  },
});
