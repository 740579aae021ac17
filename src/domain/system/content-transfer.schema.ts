import { z } from '../shared/zod.ts';

/** The content a person moves to a new install (issue 19 item 4), in the order it is imported. */
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
