import { defineAdminResource } from '../shared/admin-resource.ts';
import { ACCOUNT_MESSAGES } from './account.schema.ts';

/**
 * Accounts in the back-office (spec 002 §2 "/admin/accounts/*", §7 "Admin auth, dashboard and accounts"). The
 * last-admin guard and the audit trail stay the accounts area's own.
 */
export const accountsResource = defineAdminResource({
  name: 'accounts',
  noun: 'tài khoản',
  idField: '_id',
  nameField: 'fullName',
  list: {
    texts: {
      label: 'Danh sách tài khoản',
      loading: 'Đang tải danh sách tài khoản...',
      loadFailed: ACCOUNT_MESSAGES.loadFailed,
      empty: 'Không có tài khoản nào',
    },
    // spec 002 §7: 20 a page
    pageSize: 20,
  },
  permission: 'accounts.manage',
  screens: { list: '/admin/accounts/list', trash: '/admin/accounts/trash' },
  calls: {
    listTrash: '/api/admin/deleted-staffs',
    trash: { method: 'DELETE', path: '/api/admin/staffs/:id' },
    restore: { method: 'POST', path: '/api/admin/staffs/:id/restore' },
    // spec 002 §7: delete for good is the trash call with ?permanent=true
    deletePermanently: { method: 'DELETE', path: '/api/admin/staffs/:id', query: { permanent: 'true' } },
  },
  messages: {
    done: {
      trash: ACCOUNT_MESSAGES.deleted,
      restore: ACCOUNT_MESSAGES.restored,
      deletePermanently: ACCOUNT_MESSAGES.deletedPermanently,
    },
    // spec 002 §8: a bulk action counts what failed
    failed: {
      trash: 'Không thể xóa tài khoản',
      restore: (failed: number) => ACCOUNT_MESSAGES.bulkRestoreFailed(failed),
      deletePermanently: ACCOUNT_MESSAGES.bulkDeletePermanentlyFailed,
    },
    notFound: ACCOUNT_MESSAGES.notFound,
    loadTrashFailed: ACCOUNT_MESSAGES.loadFailed,
    trashEmpty: ACCOUNT_MESSAGES.trashEmpty,
    irreversible: ACCOUNT_MESSAGES.irreversible,
  },
  search: {
    fields: ['fullName', 'email'],
    label: 'Tìm theo họ tên hoặc email',
    placeholder: 'Tìm theo họ tên hoặc email...',
  },
  bulkActions: ['restore', 'deletePermanently'],
});
