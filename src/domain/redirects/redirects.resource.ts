import type { ListedResource } from '../shared/admin-resource.ts';
import { REDIRECT_NOT_FOUND } from './redirect.rules.ts';

/** The redirect list's page size (GET /api/redirects pages by 20 unless asked otherwise). */
export const REDIRECTS_PAGE_SIZE = 20;

/**
 * Old public addresses that answer 301 (decision 042), listed on the admin kit's list screen. They have no trash:
 * the list's "Xóa" removes a redirect for good (DELETE /api/redirects/{id}).
 */
export const redirectsResource: ListedResource = {
  name: 'redirects',
  noun: 'chuyển hướng',
  idField: '_id',
  nameField: 'source',
  list: {
    texts: {
      label: 'Danh sách chuyển hướng',
      loading: 'Đang tải chuyển hướng...',
      loadFailed: 'Không thể tải danh sách chuyển hướng',
      empty: 'Không có chuyển hướng nào',
    },
    pageSize: REDIRECTS_PAGE_SIZE,
  },
  permission: 'redirects.manage',
  screens: { list: '/admin/redirects' },
  calls: { trash: { method: 'DELETE', path: '/api/redirects/:id' } },
  messages: {
    done: { trash: 'Đã xóa chuyển hướng' },
    failed: { trash: 'Không thể xóa chuyển hướng. Vui lòng thử lại.' },
    notFound: REDIRECT_NOT_FOUND,
  },
  search: {
    fields: ['source', 'target'],
    label: 'Tìm theo địa chỉ',
    placeholder: 'Tìm theo địa chỉ cũ hoặc mới...',
  },
  bulkActions: ['trash'],
};

/** The redirect screens' own texts, as the server answers and the screens show them. */
export const REDIRECT_MESSAGES = {
  created: 'Đã thêm chuyển hướng thành công',
  createFailed: 'Không thể thêm chuyển hướng. Vui lòng thử lại.',
  source: 'Địa chỉ cũ',
  target: 'Địa chỉ mới',
  kind: 'Nguồn',
  createdAt: 'Ngày tạo',
  kindArticle: 'Bài viết đổi đường dẫn',
  kindManual: 'Thêm thủ công',
  sourceHint: 'Đường dẫn trong trang, ví dụ /news/bai-viet-cu',
  targetHint: 'Đường dẫn trong trang, ví dụ /news/bai-viet-moi',
  addTitle: 'Thêm chuyển hướng',
  add: 'Thêm chuyển hướng',
} as const;
