import { createJob, cronSchedule, type Job } from '../lib/jobs.ts';
import type { BackupResult } from './backup.ts';
import { pruneBackups } from './backup.ts';

type Logger = { info(msg: string): void; error(obj: object, msg: string): void };

/**
 * The scheduled backup (BACKUP_CRON, Vietnam time; BACKUP_KEEP newest kept), one job of the composition root
 * (docs/decisions/040). A run still going when the next one is due is joined, not doubled, so two backups never
 * overlap; a failed one is logged in the operator's words and shown as failed on the "Hệ thống" screen.
 */
export function createBackupScheduleJob(options: {
  cron: string;
  keep: number;
  backupDir: string;
  backup: () => Promise<BackupResult>;
  log: Logger;
  clock?: () => Date;
}): Job<BackupResult> {
  return createJob({
    name: 'backup',
    label: 'Sao lưu định kỳ',
    next: cronSchedule(options.cron),
    clock: options.clock ?? (() => new Date()),
    log: { error: (obj) => options.log.error(obj, 'Sao lưu định kỳ thất bại') },
    async run() {
      const result = await options.backup();
      const removed = await pruneBackups(options.backupDir, options.keep);
      options.log.info(
        `Sao lưu định kỳ: ${result.file}${removed.length ? `; đã xóa ${removed.length} bản cũ` : ''}`,
      );
      return result;
    },
  });
}

/** The job, started (tests drive it without the app). */
export function startBackupSchedule(
  options: Parameters<typeof createBackupScheduleJob>[0],
): Job<BackupResult> {
  const job = createBackupScheduleJob(options);
  job.start();
  return job;
}
