import { z } from '../shared/zod.ts';

/** The content a person moves to a new install (decision 019), in the order it is imported. */
export const CONTENT_TABLES = ['news', 'services', 'products', 'chatbot_training_items'] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

export const CONTENT_LABELS: Record<ContentTable | 'media', string> = {
  news: 'Tin tức',
  services: 'Dịch vụ',
  products: 'Sản phẩm',
  chatbot_training_items: 'Mẫu huấn luyện chatbot',
  media: 'Tệp phương tiện',
};

const counts = z.object({
  news: z.number().int(),
  services: z.number().int(),
  products: z.number().int(),
  chatbot_training_items: z.number().int(),
  media: z.number().int(),
});

/** What an import did: rows and files added, and those skipped (already there, or refused by a rule). */
export const contentImportResultSchema = z.object({ added: counts, skipped: counts });
export type ContentImportResult = z.infer<typeof contentImportResultSchema>;

export const CONTENT_MESSAGES = {
  invalidFile: 'Tệp nội dung không hợp lệ: hãy chọn tệp .tar.gz đã xuất từ trang Hệ thống.',
  imported: 'Đã nhập nội dung',
  /** The largest file an import takes. */
  maxBytes: 200 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;

/**
 * What an archive may expand to, counted on the real bytes as it is read (decision 029): the whole of it, one
 * entry (the largest upload, a product's 100 MB ZIP, fits) and the number of entries. Past any of them the import
 * is refused with 413 and nothing is written.
 */
export const CONTENT_IMPORT_LIMITS = {
  maxExpandedBytes: 400 * MB,
  maxEntryBytes: 100 * MB,
  maxEntries: 5000,
} as const;

export const CONTENT_TOO_LARGE_MESSAGE = `Tệp nội dung giải nén quá lớn: tối đa ${
  CONTENT_IMPORT_LIMITS.maxExpandedBytes / MB
} MB sau khi giải nén, ${CONTENT_IMPORT_LIMITS.maxEntryBytes / MB} MB mỗi tệp và ${
  CONTENT_IMPORT_LIMITS.maxEntries
} tệp.`;
