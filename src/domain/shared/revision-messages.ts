// Plain texts, no zod: the revisions and preview pieces every area's edit screen shares (decisions 042 and 053).

/** The texts of the revisions list, the word difference and the preview link, the same for articles and products. */
export const REVISION_MESSAGES = {
  revisionsTitle: 'Lịch sử phiên bản',
  revisionsEmpty: 'Chưa có phiên bản nào.',
  revisionsLoadFailed: 'Không thể tải lịch sử phiên bản',
  showDifference: 'Xem khác biệt',
  restore: 'Khôi phục',
  restoreThis: 'Khôi phục phiên bản này',
  restoreFailed: 'Không thể khôi phục phiên bản. Vui lòng thử lại.',
  differenceTitle: 'Khác biệt với nội dung hiện tại',
  differenceLoadFailed: 'Không thể tải phần khác biệt',
  wordsAdded: (n: number) => `+${n} từ`,
  wordsRemoved: (n: number) => `−${n} từ`,
  revisionLegend:
    'Chữ xanh: có trong nội dung hiện tại, không có trong phiên bản này. Chữ đỏ gạch ngang: chỉ có trong phiên bản này.',
  otherFieldsChanged: 'Các trường khác cũng khác:',
  noDifference: 'Không có khác biệt.',
  previewCreate: 'Tạo liên kết xem trước',
  previewLinkLabel: 'Liên kết xem trước',
  previewOpen: 'Mở trang công khai',
  previewCopy: 'Sao chép liên kết',
  previewCopied: 'Đã sao chép liên kết xem trước',
  previewExpires: (time: string) =>
    `Liên kết hết hạn lúc ${time}. Ai có liên kết đều xem được, không cần tài khoản.`,
  previewNeedsContent: 'Hãy nhập nội dung trước khi tạo liên kết xem trước',
  previewFailed: 'Không thể tạo liên kết xem trước. Vui lòng thử lại.',
  added: '[thêm: ',
  removed: '[bỏ: ',
  changeEnd: ']',
} as const;
