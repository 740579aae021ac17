import { BACKUP_MESSAGES } from '#domain/system/backup.schema.ts';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createMediaStorage } from '../modules/media/media-storage.ts';
import { createBackup } from './backup.ts';

/**
 * `npm run backup`: one archive of the site's data. Beside a running site it backs up that site's embedded
 * PostgreSQL while it serves; with the site stopped it starts the embedded server for the time of the backup.
 */
async function main() {
  const config = loadConfig();
  const say = (message: string) => console.log(`[backup] ${message}`);
  let stop = async () => {};
  let embeddedUrl: string | undefined;
  if (config.databaseUrl) say(BACKUP_MESSAGES.externalDatabase);
  else {
    embeddedUrl = await runningEmbeddedUrl(config.dataDir);
    if (embeddedUrl) say('Trang web đang chạy: sao lưu trong khi nó vẫn phục vụ.');
    else {
      const release = await lockDataDir(config.dataDir);
      const embedded = await startEmbeddedPostgres(config.dataDir, say);
      embeddedUrl = embedded.url;
      stop = async () => {
        await embedded.stop();
        await release();
      };
    }
  }
  try {
    await createBackup({
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      backupDir: config.backupDir,
      embeddedUrl,
      reason: 'manual',
      mediaStorage: createMediaStorage(config),
      log: say,
    });
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[backup] Sao lưu thất bại: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
