// spec 001 §3: article types and their labels. The list also labels su-kien and thong-bao (older articles);
// tuyen-dung is labelled here too, though the old detail screen's map lacked it.
export const NEWS_TYPES = ['news', 'huong-dan', 'ky-thuat', 'marketing', 'cong-nghe', 'tuyen-dung'] as const;

const LABELS: Record<string, string> = {
  news: 'Tin tức',
  'huong-dan': 'Hướng dẫn',
  'ky-thuat': 'Kỹ thuật',
  marketing: 'Marketing',
  'cong-nghe': 'Công nghệ',
  'tuyen-dung': 'Tuyển dụng',
  'su-kien': 'Sự kiện',
  'thong-bao': 'Thông báo',
};

/** The Vietnamese label of an article type; an unknown type shows as stored. */
export function newsTypeLabel(type: string): string {
  return LABELS[type] ?? type;
}
