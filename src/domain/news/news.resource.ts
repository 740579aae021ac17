import { defineAdminResource } from '../shared/admin-resource.ts';
import { ADMIN_NEWS_PAGE_SIZE } from './article.schema.ts';
import { NEWS_MESSAGES } from './news-messages.ts';

/**
 * Articles in the back-office (spec 001 §2 "/admin/news/*", §7 "News"). Publishing and who may change which
 * article (spec 001 §6) stay the news area's own.
 */
export const newsResource = defineAdminResource({
  name: 'news',
  noun: 'tin tức',
  idField: '_id',
  nameField: 'title',
  list: {
    texts: {
      label: 'Danh sách tin tức',
      loading: 'Đang tải danh sách tin tức...',
      loadFailed: 'Không thể tải danh sách tin tức. Vui lòng thử lại sau.',
      empty: 'Không có tin tức nào',
      invalid: 'Dữ liệu trả về không hợp lệ',
    },
    pageSize: ADMIN_NEWS_PAGE_SIZE,
  },
  permission: 'news.write.own',
  screens: { list: '/admin/news/list', trash: '/admin/news/trash' },
  calls: {
    listTrash: '/api/news/trash',
    trash: { method: 'DELETE', path: '/api/news/:id' },
    restore: { method: 'PATCH', path: '/api/news/:id/restore', body: {} },
    deletePermanently: { method: 'DELETE', path: '/api/news/:id/permanent' },
  },
  messages: {
    done: {
      trash: 'Đã chuyển tin tức vào thùng rác',
      restore: 'Đã khôi phục tin tức thành công',
      deletePermanently: 'Đã xóa vĩnh viễn tin tức',
    },
    failed: {
      trash: 'Có lỗi xảy ra khi chuyển tin tức vào thùng rác',
      restore: 'Có lỗi xảy ra khi khôi phục tin tức',
      deletePermanently: 'Có lỗi xảy ra khi xóa vĩnh viễn tin tức',
    },
    notFound: NEWS_MESSAGES.notFound,
    loadTrashFailed: 'Không thể tải danh sách tin tức đã xóa',
    trashEmpty: 'Không có tin tức nào trong thùng rác',
  },
  search: { fields: ['title'], label: 'Tìm kiếm theo tiêu đề', placeholder: 'Tìm kiếm theo tiêu đề...' },
  bulkActions: ['trash', 'restore', 'deletePermanently'],
});
