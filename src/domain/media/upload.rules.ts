/**
 * What each kind of upload accepts, and every message an upload answers with: one home, read by the server's
 * upload pipeline and available to the forms that check a file before sending it. Types are decided from the
 * file's bytes on the server, never from its name or the browser's claim (ARCHITECTURE.md, Security model).
 */
export type UploadKind = 'image' | 'service-image' | 'video' | 'zip' | 'document';

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
  // spec 000 §5, 001 §5: a service's image, at most 5 MB, with the service screens' own 413 text (spec 001 §8)
  'service-image': {
    maxBytes: 5 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    tooLargeMessage: 'Kích thước file quá lớn, vui lòng chọn file nhỏ hơn 5MB',
    wrongTypeMessage: 'Vui lòng chọn file ảnh hợp lệ',
  },
  // spec 002 §5 products: a demo video of at most 50 MB
  video: {
    maxBytes: 50 * MB,
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    tooLargeMessage: 'Kích thước file quá lớn. Vui lòng chọn file nhỏ hơn 50MB.',
    wrongTypeMessage: 'Vui lòng chọn file video hợp lệ',
  },
  // spec 002 §5 products: the product's ZIP, at most 100 MB
  zip: {
    maxBytes: 100 * MB,
    types: ['application/zip'],
    tooLargeMessage: 'Kích thước file quá lớn. Vui lòng chọn file nhỏ hơn 100MB.',
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
    tooLargeMessage: 'Kích thước file quá lớn. Vui lòng chọn file nhỏ hơn 10MB.',
    wrongTypeMessage: 'Vui lòng chọn file PDF, DOC, DOCX hoặc TXT',
  },
};

/** An upload that takes longer than its policy's time-out is abandoned (408). */
export const UPLOAD_TIMEOUT_MESSAGE = 'Tải tệp lên quá lâu. Vui lòng thử lại.';
/** spec 001 §8: the upload's success message. */
export const IMAGE_UPLOADED_MESSAGE = 'Tải ảnh lên thành công';
