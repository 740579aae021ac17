import { Cron } from 'croner';
import type { BackupResult } from './backup.ts';
import { pruneBackups } from './backup.ts';

type Logger = { info(msg: string): void; error(obj: unknown, msg: string): void };

export type BackupSchedule = { stop(): void; nextRun(): Date | null };

/**
 * The scheduled backup (BACKUP_CRON, Vietnam time; BACKUP_KEEP newest kept). A run still going when the next
 * one is due makes that one wait its turn (croner's `protect`), so two backups never overlap.
 */
export function startBackupSchedule(options: {
  cron: string;
  keep: number;
  backupDir: string;
  backup: () => Promise<BackupResult>;
  log: Logger;
}): BackupSchedule {
  const job = new Cron(options.cron, { timezone: 'Asia/Ho_Chi_Minh', protect: true }, async () => {
    try {
      const result = await options.backup();
      const removed = await pruneBackups(options.backupDir, options.keep);
      options.log.info(
        `Sao lưu định kỳ: ${result.file}${removed.length ? `; đã xóa ${removed.length} bản cũ` : ''}`,
      );
    } catch (error) {
      options.log.error({ err: error }, 'Sao lưu định kỳ thất bại');
    }
  });
  return { stop: () => job.stop(), nextRun: () => job.nextRun() };
}
