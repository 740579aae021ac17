import { z } from '../shared/zod.ts';

/** What every backup archive carries at its root as manifest.json (decision 019). */
export const BACKUP_FORMAT = 'vn-company-site-backup';

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  /** Why it was taken: by hand (`npm run backup`), by the schedule, or before a start applied a migration. */
  reason: z.enum(['manual', 'scheduled', 'before-migration']),
  database: z.object({
    /** embedded: the cluster is in the archive; external: DATABASE_URL's server is backed up with its own tools. */
    mode: z.enum(['embedded', 'external']),
    postgresVersion: z.string().optional(),
    /** The last migration applied when the backup was taken (drizzle's journal `when` and tag), and how many. */
    migration: z
      .object({ count: z.number().int(), when: z.number().int(), tag: z.string().nullable() })
      .optional(),
    /** Rows per table read right after the backup's end: for a person comparing, writes may follow it. */
    rowCounts: z.record(z.string(), z.number().int()).optional(),
    startLsn: z.string().optional(),
    stopLsn: z.string().optional(),
  }),
  /** Every file in the archive but the manifest, with its size and SHA-256. */
  files: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: z.string().length(64) })),
  /**
   * The symbolic links the archive holds on purpose, by path, with where each points (decision 030). Backups
   * make none today (the embedded cluster's link is made again by the restore); a restore refuses any other.
   */
  links: z.record(z.string(), z.string()).default({}),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A backup as the "Hệ thống" screen lists it. */
export const backupSummarySchema = z.object({
  file: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

/** The backup taken from the "Hệ thống" screen (decision 027): one at a time, its last step and its end. */
export const backupRunSchema = z.object({
  status: z.enum(['idle', 'running', 'done', 'failed']),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The e-mail of who started it. */
  startedBy: z.string().nullable(),
  /** The step being done, as `npm run backup` prints it ("Cơ sở dữ liệu: 40% (12.0 MB)"). */
  progress: z.string().nullable(),
  /** Every step so far, the last one being `progress`: kept on screen once it has ended. */
  steps: z.array(z.string()),
  result: backupSummarySchema.nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupListSchema = z.object({
  run: backupRunSchema,
  directory: z.string(),
  archives: z.array(backupSummarySchema.extend({ restoreCommand: z.string() })),
});
export type BackupList = z.infer<typeof backupListSchema>;

// what a POSIX shell reads as one word without quotes; anything else is single-quoted
const SHELL_PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** The command that restores `file` of `directory` (the site stopped first: README, Backups). */
export function restoreCommand(directory: string, file: string): string {
  const full = `${directory.replace(/\/+$/, '')}/${file}`;
  const word = SHELL_PLAIN.test(full) ? full : `'${full.replaceAll("'", `'\\''`)}'`;
  return `npm run restore -- ${word}`;
}

// one home for the commands' and the screen's words about backups
export const BACKUP_MESSAGES = {
  corrupt: (detail: string) =>
    `Tệp sao lưu bị hỏng hoặc không phải bản sao lưu của trang web (${detail}). Không có gì bị thay đổi.`,
  checksum: (file: string) =>
    `Tệp sao lưu bị hỏng: "${file}" không khớp tổng kiểm SHA-256 ghi trong manifest. Không có gì bị thay đổi.`,
  newerSchema: (tag: string) =>
    `Bản sao lưu được tạo bởi một phiên bản mới hơn (lược đồ ${tag}); hãy cập nhật mã nguồn trước khi khôi phục.`,
  link: (file: string) =>
    `Tệp sao lưu chứa liên kết "${file}" mà manifest không ghi: không khôi phục. Không có gì bị thay đổi.`,
  siteRunning: (dataDir: string) => `Trang web đang chạy trên ${dataDir}: hãy dừng nó trước khi khôi phục.`,
  confirmNeeded: (dataDir: string) =>
    `${dataDir} đã có dữ liệu. Chạy lại với --yes để khôi phục (dữ liệu cũ được giữ lại bên cạnh).`,
  busy: 'Đang có một bản sao lưu được tạo. Vui lòng chờ bản đó xong rồi thử lại.',
  started: 'Đã bắt đầu sao lưu.',
  failed: (detail: string) => `Sao lưu thất bại: ${detail}`,
  invalidName: 'Tên tệp sao lưu không hợp lệ.',
  notFound: 'Không tìm thấy bản sao lưu này.',
  externalDatabase:
    'DATABASE_URL được đặt: cơ sở dữ liệu ngoài cần sao lưu bằng công cụ của nó (xem README); bản sao lưu này chỉ gồm tệp phương tiện.',
} as const;

/** A backup's file name in the path; the runner refuses any name it did not write. */
export const backupFileParamsSchema = z.object({ file: z.string() });

/** The parts of the site a backup holds, as `npm run backup` reports its progress and Hệ thống names them. */
export const SITE_PART_LABELS = {
  database: 'Cơ sở dữ liệu',
  media: 'Tệp phương tiện',
} as const;
