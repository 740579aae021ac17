import { defineAdminList } from '../shared/admin-resource.ts';

/** The audit trail (decision 023): filtered by action, who and dates, 50 entries a page. */
export const auditList = defineAdminList({
  name: 'audit',
  noun: 'hoạt động',
  idField: '_id',
  nameField: 'action',
  list: {
    texts: {
      label: 'Nhật ký hoạt động',
      loading: 'Đang tải nhật ký...',
      loadFailed: 'Không thể tải nhật ký hoạt động',
      empty: 'Không có hoạt động nào',
    },
    pageSize: 50,
  },
});
