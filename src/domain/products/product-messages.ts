import { IMAGE_UPLOADED_MESSAGE } from '../media/upload.rules.ts';

// Plain texts, no zod: the public product pages import them and keep their bundles small (ARCHITECTURE.md).

/** spec 002 §8 and 000 §8: the products texts the server answers and the screens show. */
export const PRODUCT_MESSAGES = {
  notFound: 'Không tìm thấy sản phẩm',
  loadListFailed: 'Không thể tải danh sách sản phẩm',
  fileMissing: 'File sản phẩm chưa có sẵn',
  created: 'Đã thêm sản phẩm thành công',
  updated: 'Đã cập nhật sản phẩm thành công',
  activated: 'Đã kích hoạt sản phẩm thành công',
  paused: 'Đã tạm dừng sản phẩm thành công',
  sortUpdated: 'Đã cập nhật thứ tự sản phẩm',
  rated: 'Cảm ơn bạn đã đánh giá sản phẩm',
  exportFormatInvalid: 'Định dạng xuất không hợp lệ',
  importModeInvalid: 'Chế độ nhập không hợp lệ',
} as const;

/** What each upload call answers, by the kind of file it took (spec 002 §7). */
export const PRODUCT_UPLOADED_MESSAGES = {
  image: IMAGE_UPLOADED_MESSAGE,
  video: 'Tải video lên thành công',
  zip: 'Tải file ZIP lên thành công',
  document: 'Tải file hướng dẫn lên thành công',
} as const;
