import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from './config.ts';
import { createDb, createPool, migrateDatabase } from './db/client.ts';
import { sharedSecret } from './db/shared-secret.ts';
import { createGenerationMemo } from './lib/generation-memo.ts';
import { createJob, every, type Job } from './lib/jobs.ts';
import { plainDestination } from './lib/plain-log.ts';
import { clientAddressOf, createRenderBudget } from './lib/render-budget.ts';
import { startLivechatSocket } from './modules/livechat/livechat.socket.ts';
import { createLivechatTransport } from './modules/livechat/livechat-transport.ts';
import { createNewsSchedulerJob } from './modules/news/news-scheduler.ts';
import { createAbandonedOrdersJob } from './modules/orders/abandoned-orders-job.ts';
import { keptSiteReads } from './modules/site/site.service.ts';
import { createBackupRunner } from './modules/system/backup-runner.ts';
import { createContentTransfer } from './modules/system/content-transfer.ts';
import { createMetrics } from './modules/system/metrics.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createBackup } from './ops/backup.ts';
import { createBackupScheduleJob } from './ops/backup-schedule.ts';
import { createPageCache, pageInvalidation } from './plugins/page-cache.ts';
import { createServices } from './services.ts';

export type RootOptions = {
  /** Apply migrations at start (tests clone an already migrated template and skip it). */
  migrate?: boolean;
  clock?: () => Date;
  /** The backup of 'Sao lưu ngay' (tests hold it); createBackup by default. */
  backup?: Parameters<typeof createBackupRunner>[0]['backup'];
};

const HOUR_MS = 60 * 60_000;

/**
 * The one composition root (ARCHITECTURE.md, Composition; docs/decisions/040): the log, the database, Redis, every
 * service and every background job are built here, once, in the order they need each other. buildApp only wires
 * HTTP from what this gives it; main.ts and the tests reach the same instances through the app.
 */
export async function createRoot(config: AppConfig & { databaseUrl: string }, options: RootOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const log: FastifyBaseLogger = pino(
    {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        remove: true,
      },
    },
    // plain lines like the start-up's own, not JSON records, on a terminal or in a service's log (decision 027)
    plainDestination(),
  );

  const pool = createPool(config.databaseUrl);
  if (options.migrate ?? true) await migrateDatabase(pool);
  const db = createDb(pool);
  let redis: RedisClientType | null = null;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl }) as RedisClientType;
    redis.on('error', (error) => log.error({ err: error }, 'redis error'));
    await redis.connect();
  }
  // scaled out without JWT_SECRET: one key for every process, kept in the database
  const jwtSecret = config.jwtSecret ?? (await sharedSecret(db, 'jwt-secret'));

  const pages = createPageCache({ maxEntries: config.pageCacheEntries, ttlMs: config.pageCacheTtlMs });
  const invalidatePages = pageInvalidation(pages, redis);
  // the live chat's socket server exists before its service, which sends through it from the start
  const liveChatTransport = await createLivechatTransport({ redis, log });
  const services = createServices({
    db,
    clock,
    config: { ...config, jwtSecret },
    redis,
    liveChatBroadcaster: liveChatTransport,
  });
  const metrics = createMetrics({
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    outboxBacklog: () => services.crm.backlog(),
    pageCacheEntries: () => pages.size(),
  });
  metrics.setSocketCount(() => services.liveChat.socketCount());
  const liveSocket = startLivechatSocket({
    transport: liveChatTransport,
    livechat: services.liveChat,
    auth: services.auth,
    counters: services.counters,
    sockets: services.liveChatSockets,
    audit: services.audit,
    log,
    agentRecheckMs: config.livechatAgentRecheckMs,
    clock,
    trustProxy: config.trustProxy,
    budget: config.livechatClientBudget,
  });

  // what the public pages show is the assistant's knowledge too: a change reloads it (decision 037); the change
  // is saved, so a failed re-read leaves the assistant's last content, logged, never a failed answer
  const reloadAssistant = () =>
    services.chatbot
      .contentChanged()
      .catch((error) => log.error({ err: error }, 'chatbot content reload failed'));
  // training changes made on another instance reach this one's assistant index (decision 017)
  const stopIndexSync = redis ? await services.chatbot.startIndexSync(redis, log) : null;

  const periodic = <T>(name: string, label: string, ms: number, run: () => Promise<T>) =>
    createJob({ name, label, next: every(ms), clock, log, run });
  const jobs = {
    // spec 001 §4: scheduled articles go public on time without anyone opening a page
    newsScheduler: createNewsSchedulerJob({
      db,
      clock,
      log,
      onPublished: async () => {
        await invalidatePages();
        await reloadAssistant();
      },
    }),
    // CRM contacts and e-mails leave through the outbox (decision 014); attempts in flight finish at stop
    outbox: services.crm.dispatcherJob(log),
    // decision 025: abandoned orders cancelled, one idempotent statement any instance may run
    abandonedOrders: createAbandonedOrdersJob({ orders: services.orders, clock, log }),
    // the audit trail keeps its configured days (AUDIT_RETENTION_DAYS)
    auditRetention: periodic('audit-retention', 'Xóa nhật ký hoạt động quá hạn', 6 * HOUR_MS, () =>
      services.audit.deleteExpired(),
    ),
    // sign-in sessions older than the token lifetime are pruned (their tokens have expired)
    sessionPrune: periodic('session-prune', 'Dọn phiên đăng nhập hết hạn', 6 * HOUR_MS, () =>
      services.auth.pruneSessions(),
    ),
    // chat data kept a configurable number of days (decision 018): one idempotent statement, hourly
    liveChatRetention: periodic(
      'livechat-retention',
      'Xóa cuộc trò chuyện quá hạn (chat trực tuyến)',
      HOUR_MS,
      () => services.liveChat.deleteExpired(),
    ),
    // decision 050: the digest of messages left outside business hours, once the office is open; the claim is
    // one conditional update, so every process may run it and each message is in one digest
    liveChatLeftDigest: periodic(
      'livechat-left-digest',
      'Gửi thư tổng hợp lời nhắn ngoài giờ (chat trực tuyến)',
      60_000,
      () => services.liveChat.sendLeftMessagesDigest(),
    ),
    // connected agents whose token was revoked or whose role no longer answers chat are let go
    liveChatAgentRecheck: liveSocket.agentRecheck,
    // the scheduled backup of the embedded database (an external one is backed up with its own tools: README)
    ...(config.embeddedDatabase && config.backupCron
      ? {
          backup: createBackupScheduleJob({
            cron: config.backupCron,
            keep: config.backupKeep,
            backupDir: config.backupDir,
            log,
            clock,
            backup: () =>
              createBackup({
                dataDir: config.dataDir,
                mediaDir: config.mediaDir,
                backupDir: config.backupDir,
                embeddedUrl: config.databaseUrl,
                reason: 'scheduled',
                mediaStorage: services.mediaStorage,
              }),
          }),
        }
      : {}),
  } satisfies Record<string, Job>;
  const jobList: Job[] = Object.values(jobs);

  const system = createSystemService({
    pool,
    redis,
    outboxBacklog: () => services.crm.backlog(),
    metrics,
    jobs: () => jobList.map((job) => job.status()),
    config: {
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      backupCron: config.backupCron,
      backupKeep: config.backupKeep,
      embedded: config.embeddedDatabase ?? !config.databaseUrl,
      mediaStorage: config.s3Url ? 's3' : 'disk',
    },
  });
  const backups = createBackupRunner({
    config: {
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      backupDir: config.backupDir,
      // the embedded server is the one main.ts started: its address is databaseUrl
      embeddedUrl: config.embeddedDatabase ? config.databaseUrl : undefined,
    },
    mediaStorage: services.mediaStorage,
    audit: services.audit,
    clock,
    log,
    ...(options.backup ? { backup: options.backup } : {}),
  });
  const content = createContentTransfer({
    pool,
    storage: services.mediaStorage,
    media: services.media,
    audit: services.audit,
    mediaDir: config.mediaDir,
    clock,
  });

  // the pages' reads kept until content changes or the page cache's lifetime ends (decision 022), and renders
  // counted per client address where every limit is counted (decision 036)
  const renderBudget = config.web
    ? createRenderBudget(services.counters, { renders: config.renderBudget })
    : undefined;
  const web = config.web
    ? {
        site: keptSiteReads(
          services.site,
          createGenerationMemo({
            generation: pages.beginGeneration,
            ttlMs: config.pageCacheTtlMs,
            maxEntries: 500,
          }),
        ),
        renderBudget,
      }
    : null;
  const addressOf = clientAddressOf(config.trustProxy);
  const pace = renderBudget ? (request: IncomingMessage) => renderBudget.pace(addressOf(request)) : undefined;

  // the built-in roles exist and every account holds one; retention runs once before the first request
  await services.accounts.ensureBuiltInRoles();
  await services.audit.deleteExpired();
  await services.auth.pruneSessions();

  return {
    config: { ...config, jwtSecret },
    clock,
    log,
    pool,
    db,
    redis,
    services,
    metrics,
    pages,
    pace,
    system,
    backups,
    content,
    liveSocket,
    web,
    reloadAssistant,
    jobs,
    /** Every job's timer set (buildApp, once the app is wired). */
    startJobs() {
      for (const job of jobList) job.start();
    },
    /** Before the HTTP server closes: a backup being taken finishes, jobs stop, chat sockets are let go. */
    async stop() {
      await backups.settle();
      await Promise.all(jobList.map((job) => job.stop()));
      await liveSocket.close();
    },
    /** After it closed: the subscriptions, Redis and the database pool. */
    async close() {
      await stopIndexSync?.();
      await redis?.quit();
      await pool.end();
    },
  };
}

export type AppRoot = Awaited<ReturnType<typeof createRoot>>;
