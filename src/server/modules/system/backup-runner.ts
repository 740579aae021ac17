import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  BACKUP_MESSAGES,
  type BackupList,
  type BackupRun,
  restoreCommand,
} from '#domain/system/backup.schema.ts';
import { AppError, badRequest } from '../../errors.ts';
import {
  BackupBusyError,
  type BackupOptions,
  type BackupResult,
  createBackup,
  isBackupName,
  listBackups,
  lockBackups,
} from '../../ops/backup.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import type { MediaStorage } from '../media/media-storage.ts';

type Log = { error(obj: unknown, msg: string): void };

/**
 * 'Sao lưu ngay' on the "Hệ thống" screen (decision 027): the archive `npm run backup` writes, taken in the
 * background while the screen follows its steps; one at a time in this process and, through BACKUP_DIR's lock
 * file, beside the schedule and `npm run backup` of other processes.
 */
export function createBackupRunner(deps: {
  config: { dataDir: string; mediaDir: string; backupDir: string; embeddedUrl: string | undefined };
  mediaStorage: MediaStorage;
  audit: AuditService;
  clock: () => Date;
  log: Log;
  /** createBackup itself; tests hold it to see a second start while one runs. */
  backup?: (options: BackupOptions) => Promise<BackupResult>;
}) {
  const { config, clock } = deps;
  const backup = deps.backup ?? createBackup;
  let run: BackupRun = {
    status: 'idle',
    startedAt: null,
    finishedAt: null,
    startedBy: null,
    progress: null,
    steps: [],
    result: null,
    error: null,
  };
  let running: Promise<void> | undefined;

  const busy = () => new AppError('BACKUP_RUNNING', 409, BACKUP_MESSAGES.busy);

  return {
    async list(): Promise<BackupList> {
      const archives = await listBackups(config.backupDir);
      return {
        run: { ...run },
        directory: config.backupDir,
        archives: archives.map((a) => ({ ...a, restoreCommand: restoreCommand(config.backupDir, a.file) })),
      };
    },

    /** Starts a backup and answers at once; 409 while one runs here or in another process. */
    async start(ctx: AuditContext): Promise<BackupRun> {
      if (running) throw busy();
      let release: () => Promise<void>;
      try {
        release = await lockBackups(config.backupDir);
      } catch (error) {
        if (error instanceof BackupBusyError) throw busy();
        throw error;
      }
      run = {
        status: 'running',
        startedAt: clock().toISOString(),
        finishedAt: null,
        startedBy: ctx.actor?.email ?? null,
        progress: null,
        steps: [],
        result: null,
        error: null,
      };
      running = (async () => {
        try {
          const result = await backup({
            dataDir: config.dataDir,
            mediaDir: config.mediaDir,
            backupDir: config.backupDir,
            embeddedUrl: config.embeddedUrl,
            reason: 'manual',
            mediaStorage: deps.mediaStorage,
            clock,
            locked: true,
            log: (message) => {
              run = { ...run, progress: message, steps: [...run.steps, message] };
            },
          });
          const stat = await fs.stat(result.file);
          run = {
            ...run,
            status: 'done',
            finishedAt: clock().toISOString(),
            result: {
              file: path.basename(result.file),
              size: result.size,
              createdAt: stat.mtime.toISOString(),
            },
          };
        } catch (error) {
          deps.log.error({ err: error }, 'backup from the system screen failed');
          run = {
            ...run,
            status: 'failed',
            finishedAt: clock().toISOString(),
            error: BACKUP_MESSAGES.failed(error instanceof Error ? error.message : String(error)),
          };
        } finally {
          await release().catch(() => {});
          running = undefined;
        }
      })();
      try {
        await deps.audit.record(ctx, {
          action: 'backup.create',
          targetType: 'backup',
          after: { directory: config.backupDir },
        });
      } catch (error) {
        deps.log.error({ err: error }, 'audit record failed');
      }
      return { ...run };
    },

    /**
     * One archive of BACKUP_DIR to download: only a name of the archives' pattern, a regular file right in
     * BACKUP_DIR (no path, no link), recorded in the audit trail before it is sent.
     */
    async open(name: string, ctx: AuditContext): Promise<{ stream: Readable; size: number; file: string }> {
      if (!isBackupName(name))
        throw badRequest(BACKUP_MESSAGES.invalidName, undefined, 'INVALID_BACKUP_NAME');
      const full = path.join(config.backupDir, name);
      const stat = await fs.lstat(full).catch(() => undefined);
      if (!stat?.isFile()) throw new AppError('NOT_FOUND', 404, BACKUP_MESSAGES.notFound);
      await deps.audit.record(ctx, {
        action: 'backup.download',
        targetType: 'backup',
        targetId: name,
        after: { size: stat.size },
      });
      // streamed: an archive is as large as the site's data
      const handle = await fs.open(full, 'r');
      return { stream: handle.createReadStream(), size: stat.size, file: name };
    },

    /** The app closes after a backup under way has finished (its lock file is removed). */
    async settle(): Promise<void> {
      await running;
    },
  };
}
export type BackupRunner = ReturnType<typeof createBackupRunner>;
