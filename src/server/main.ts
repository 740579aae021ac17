import { loadConfig } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { announceFirstLogins } from './db/first-logins.ts';
import { ensureInitialContent } from './db/seed.ts';
import { copyLocalMediaToStorage, createMediaStorage } from './modules/media/media-storage.ts';
import { createBackup, migrationPending } from './ops/backup.ts';

/** The process: config, database, buildApp(), listen, graceful shutdown. */
async function main() {
  // React and React Router choose their development or production build from NODE_ENV when first imported;
  // the development build renders pages ten times slower. So: set it, then load the app.
  process.env.NODE_ENV ??= 'production';
  const { buildApp } = await import('./app.ts');
  const config = loadConfig();
  const say = (message: string) => console.log(`[server] ${message}`);

  let releaseLock: (() => Promise<void>) | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    releaseLock = await lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres(config.dataDir, say);
    databaseUrl = embedded.url;
    say(`PostgreSQL nhúng đang chạy tại 127.0.0.1:${embedded.port} (dữ liệu: ${config.dataDir}/pg)`);
    // decision 019: a start that will apply a new migration first keeps a copy of the data as it was
    if (await migrationPending(embedded.url)) {
      say('Phiên bản mới có thay đổi lược đồ: sao lưu dữ liệu trước khi áp dụng…');
      const { file } = await createBackup({
        dataDir: config.dataDir,
        mediaDir: config.mediaDir,
        backupDir: config.backupDir,
        embeddedUrl: embedded.url,
        reason: 'before-migration',
        mediaStorage: createMediaStorage(config),
        log: say,
      });
      say(`Bản sao lưu trước khi nâng cấp: ${file}`);
    }
  }

  let app: import('fastify').FastifyInstance | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`Nhận ${signal}: dừng nhận kết nối mới, chờ các yêu cầu đang xử lý…`);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await app?.close(); // stops listening, waits for in-flight requests, closes sockets and the pool
      await embedded?.stop();
      await releaseLock?.();
    } finally {
      say('Đã dừng.');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    app = await buildApp({ ...config, databaseUrl, embeddedDatabase: embedded !== undefined });
    const created = await ensureInitialContent(app.services.accounts, config, say);
    // with S3_URL, what a first start wrote on this disk (the demo content) goes to the bucket every machine reads
    const copied = await copyLocalMediaToStorage(config.mediaDir, app.services.mediaStorage);
    if (copied) say(`Đã chép ${copied} tệp phương tiện lên kho S3.`);
    // Fastify's own line, in the start-up's words (the log is plain lines: decision 027)
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `Đang nhận kết nối tại ${address}`,
    });
    const url = config.publicUrl;
    if (!config.publicUrlConfigured && config.env === 'production')
      say(`Chú ý: PUBLIC_URL chưa được đặt; liên kết tuyệt đối (canonical, sitemap, RSS) dùng ${url}.`);
    say(`Trang web: ${url}`);
    say(`Trang quản trị: ${url}/admin/login`);
    announceFirstLogins(created, config.dataDir, say);
    // the scheduled backup of the embedded database is one of the app's jobs (src/server/composition.ts)
    if (app.jobs.backup)
      say(`Sao lưu định kỳ (${config.backupCron}, giữ ${config.backupKeep} bản) vào ${config.backupDir}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await app?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    await releaseLock?.().catch(() => {});
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
