/**
 * What each kind of upload accepts, and every message an upload answers with: one home, read by the server's
 * upload pipeline and available to the forms that check a file before sending it. Types are decided from the
 * file's bytes on the server, never from its name or the browser's claim (ARCHITECTURE.md, Security model).
 */
export type UploadKind = 'image' | 'productImage' | 'serviceImage' | 'video' | 'zip' | 'document' | 'sheet';

const MB = 1024 * 1024;

export type UploadRule = {
  maxBytes: number;
  /** MIME types as file-type names them from the bytes. */
  types: readonly string[];
  /** 413 */
  tooLargeMessage: string;
  /** 415, and 400 when the request has no file in the expected field */
  wrongTypeMessage: string;
};

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  // spec 001 §5: news images, at most 10 MB
  image: {
    maxBytes: 10 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    tooLargeMessage: 'Kích thước file quá lớn. Vui lòng chọn file nhỏ hơn 10MB.',
    wrongTypeMessage: 'Vui lòng chọn file ảnh hợp lệ',
  },
  // spec 002 §5 products: the dashboard image, at most 5 MB (size messages name each kind's limit)
  productImage: {
    maxBytes: 5 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    tooLargeMessage: 'Kích thước file không được vượt quá 5MB',
    wrongTypeMessage: 'Vui lòng chọn file hình ảnh hợp lệ',
  },
  // spec 000 §5, 001 §5: a service's image, at most 5 MB, with the service screens' own 413 text (spec 001 §8)
  serviceImage: {
    maxBytes: 5 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    tooLargeMessage: 'Kích thước file quá lớn, vui lòng chọn file nhỏ hơn 5MB',
    wrongTypeMessage: 'Vui lòng chọn file ảnh hợp lệ',
  },
  // spec 002 §5 products: a demo video of at most 50 MB, MP4 or WebM (what every browser plays)
  video: {
    maxBytes: 50 * MB,
    types: ['video/mp4', 'video/webm'],
    tooLargeMessage: 'Kích thước file không được vượt quá 50MB',
    wrongTypeMessage: 'Vui lòng chọn file video hợp lệ (MP4 hoặc WebM)',
  },
  // spec 002 §5 products: the product's ZIP, at most 100 MB
  zip: {
    maxBytes: 100 * MB,
    types: ['application/zip'],
    tooLargeMessage: 'Kích thước file không được vượt quá 100MB',
    wrongTypeMessage: 'Vui lòng chọn file ZIP hợp lệ',
  },
  // spec 002 §5 products: a guide of at most 10 MB, PDF, DOC, DOCX or TXT (plain text has no magic bytes)
  document: {
    maxBytes: 10 * MB,
    types: [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ],
    tooLargeMessage: 'Kích thước file không được vượt quá 10MB',
    wrongTypeMessage: 'Vui lòng chọn file PDF, DOC, DOCX hoặc TXT',
  },
  // a product import, an Excel workbook or a CSV file (plain text)
  sheet: {
    maxBytes: 5 * MB,
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain'],
    tooLargeMessage: 'Kích thước file không được vượt quá 5MB',
    wrongTypeMessage: 'Vui lòng chọn file Excel (.xlsx) hoặc CSV',
  },
};

/** What a product's ZIP is refused with beyond its type (its entries are listed, never extracted). */
export const ZIP_MESSAGES = {
  unsafePath: 'File ZIP chứa đường dẫn không an toàn',
  tooLarge: 'File ZIP giải nén quá lớn',
  // a link entry points anywhere once extracted (decision 030)
  link: 'File ZIP chứa liên kết (symbolic link), không được chấp nhận',
} as const;

/**
 * An Excel import is a ZIP: its parts are inflated and counted before the workbook is read, and past this many
 * real bytes it is refused, whatever sizes the file declares (decision 030).
 */
export const SHEET_MAX_INFLATED_BYTES = 50 * MB;
export const SHEET_TOO_LARGE_MESSAGE = 'File Excel giải nén quá lớn (tối đa 50MB sau khi giải nén)';

/** An upload that takes longer than its policy's time-out is abandoned (408). */
export const UPLOAD_TIMEOUT_MESSAGE = 'Tải tệp lên quá lâu. Vui lòng thử lại.';
/** spec 001 §8: the upload's success message. */
export const IMAGE_UPLOADED_MESSAGE = 'Tải ảnh lên thành công';

/** spec 002 §8: what the product form says when an upload fails or exceeds its time-out (§9). */
export const PRODUCT_UPLOAD_TEXTS = {
  productImage: {
    failed: 'Lỗi khi tải ảnh lên server',
    timeout: 'Upload ảnh timeout. Vui lòng thử lại với file nhỏ hơn',
    timeoutMs: 30_000,
  },
  video: {
    failed: 'Lỗi khi tải video lên server',
    timeout: 'Upload video timeout. Vui lòng thử lại với file nhỏ hơn',
    timeoutMs: 60_000,
  },
  zip: {
    failed: 'Lỗi khi tải file ZIP lên server',
    timeout: 'Upload file ZIP timeout. Vui lòng thử lại với file nhỏ hơn',
    timeoutMs: 120_000,
  },
  document: {
    failed: 'Lỗi khi tải file hướng dẫn lên server',
    timeout: 'Upload file hướng dẫn timeout. Vui lòng thử lại với file nhỏ hơn',
    timeoutMs: 30_000,
  },
} as const;
