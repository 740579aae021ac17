import { defineAdminResource } from '../shared/admin-resource.ts';
import { SERVICE_MESSAGES } from './service.schema.ts';

// spec 001 §8: one text for the list and the trash that cannot load
const LOAD_FAILED = 'Không thể tải danh sách dịch vụ';

/** The company's services in the back-office (spec 001 §2 "/admin/services/*", §7 "Services", §8). */
export const servicesResource = defineAdminResource({
  name: 'services',
  noun: 'dịch vụ',
  idField: '_id',
  nameField: 'title',
  list: {
    texts: {
      label: 'Danh sách dịch vụ',
      loading: 'Đang tải dịch vụ...',
      loadFailed: LOAD_FAILED,
      empty: 'Không có dịch vụ nào',
    },
  },
  permission: 'services.manage',
  screens: { list: '/admin/services/list', trash: '/admin/services/trash' },
  calls: {
    listTrash: '/api/services/trash',
    trash: { method: 'DELETE', path: '/api/services/:id' },
    restore: { method: 'PATCH', path: '/api/services/:id/restore', body: { isDeleted: false } },
    deletePermanently: { method: 'DELETE', path: '/api/services/:id/permanent' },
  },
  messages: {
    done: {
      trash: 'Dịch vụ đã được chuyển vào thùng rác',
      restore: 'Khôi phục dịch vụ thành công',
      deletePermanently: 'Xóa vĩnh viễn dịch vụ thành công',
    },
    failed: {
      trash: 'Có lỗi xảy ra khi xóa dịch vụ',
      restore: 'Có lỗi xảy ra khi khôi phục dịch vụ',
      deletePermanently: 'Có lỗi xảy ra khi xóa vĩnh viễn dịch vụ',
    },
    notFound: SERVICE_MESSAGES.notFound,
    loadTrashFailed: LOAD_FAILED,
    trashEmpty: 'Không có dịch vụ nào trong thùng rác',
  },
  search: { fields: ['title'], label: 'Tìm kiếm theo tiêu đề', placeholder: 'Tìm kiếm theo tiêu đề...' },
  bulkActions: ['trash', 'restore', 'deletePermanently'],
});
