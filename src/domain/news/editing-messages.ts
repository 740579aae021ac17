// Plain texts, no zod: the edit screen's pieces and the server's answers share them (decision 042).
import { REVISION_MESSAGES } from '../shared/revision-messages.ts';
import type { RevisionReason } from './revision.schema.ts';

/** The title of a new article autosaved before anything was typed in its title. */
export const UNTITLED_DRAFT_TITLE = 'Bản nháp chưa có tiêu đề';

/** The detail of a save refused as stale: the version it would have overwritten, and when that was saved. */
export const staleVersionDetail = (version: number, savedAt: string) =>
  `Phiên bản hiện tại là ${version}, lưu lúc ${savedAt}`;

/** The edit screen's texts for revisions, autosave, two editors at once, previews and the end time. */
export const EDITING_MESSAGES = {
  ...REVISION_MESSAGES,
  autosaved: 'Đã tự động lưu',
  draftAutosaved: 'Đã tự động lưu bản nháp',
  autosaveFailed: 'Chưa tự động lưu được, sẽ thử lại sau ít giây',
  autosavedAt: (time: string) => `Đã tự động lưu lúc ${time}`,
  offerTitle: 'Có bản chưa lưu của bài viết này',
  offerText: (time: string) =>
    `Bạn có một bản lưu tự động lúc ${time}, mới hơn lần lưu cuối. Khôi phục để tiếp tục từ bản đó?`,
  offerRestore: 'Khôi phục bản lưu tự động',
  offerDismiss: 'Bỏ qua',
  offerRestored: 'Đã khôi phục bản lưu tự động vào biểu mẫu. Nhấn lưu để giữ lại.',
  othersEditing: 'Đang mở bài viết này:',
  seenAt: (time: string) => `(lúc ${time})`,
  restoreQuestion: (time: string) =>
    `Khôi phục phiên bản lúc ${time}? Nội dung hiện tại vẫn được giữ trong lịch sử; địa chỉ và trạng thái bài viết không đổi.`,
  restored: 'Đã khôi phục phiên bản bài viết',
  staleTitle: 'Bài viết đã được người khác lưu',
  staleLegend:
    'Chữ đỏ gạch ngang: có trong bản đã lưu mới nhất nhưng không có trong nội dung của bạn. Chữ xanh: chỉ có trong nội dung của bạn.',
  staleKeepMine: 'Giữ nội dung của tôi để gộp',
  staleLoadLatest: 'Tải bản mới nhất (bỏ thay đổi của tôi)',
  staleMergeHint:
    'Chép những thay đổi cần giữ của người kia vào biểu mẫu rồi lưu lại: lần lưu tiếp theo dựa trên bản mới nhất.',
  unpublishLabel: 'Thời gian gỡ bài (không bắt buộc)',
  unpublishHint: 'Sau thời điểm này bài viết rời khỏi trang công khai và trở về bản nháp.',
} as const;

/** The texts a difference compares word by word, as the form names them. */
export const TEXT_FIELD_LABELS = {
  title: 'Tiêu đề',
  summary: 'Tóm tắt',
  content: 'Nội dung',
  metaDescription: 'Mô tả meta',
} as const;

/** Why a revision was kept, as the list names it. */
export const REVISION_REASON_LABELS: Record<RevisionReason, string> = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  publish: 'Xuất bản',
  restore: 'Khôi phục',
};

/** The names of an article's other fields, as a difference lists them. */
export const ARTICLE_FIELD_LABELS: Record<string, string> = {
  slug: 'Đường dẫn',
  image: 'Ảnh đại diện',
  type: 'Loại bài viết',
  focusKeyword: 'Từ khóa chính',
  keywords: 'Từ khóa liên quan',
  status: 'Trạng thái',
};
