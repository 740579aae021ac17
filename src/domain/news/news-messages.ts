// Plain texts, no zod: the public news pages import them and keep their bundles small (ARCHITECTURE.md).

/**
 * spec 001 §8 "News successes" and the news list's texts, as the server answers them and the screens show them.
 * Where the spec quotes no text (saving over an article, scheduling again, publishing a pending one now) the
 * wording follows the quoted ones.
 */
export const NEWS_MESSAGES = {
  notFound: 'Không tìm thấy bài viết này.',
  listed: 'Lấy danh sách tin tức thành công',
  empty: 'Hiện chưa có tin tức nào.',
  keywordsFound: 'Tìm kiếm từ khóa thành công!',
  created: 'Bài viết đã được tạo thành công',
  updated: 'Bài viết đã được cập nhật thành công',
  scheduled: 'Bài viết đã được hẹn giờ đăng thành công',
  draftSaved: 'Bản nháp đã được lưu thành công',
  draftUpdated: 'Bản nháp đã được cập nhật thành công',
  draftScheduled: 'Bản nháp đã được hẹn giờ xuất bản thành công',
  draftPublished: 'Bản nháp đã được xuất bản thành công',
  rescheduled: 'Đã cập nhật thời gian hẹn giờ xuất bản',
  publishedNow: 'Bài viết đã được xuất bản ngay thành công',
} as const;
