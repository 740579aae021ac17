import { createServer } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { sharedSecret } from './db/shared-secret.ts';
import { serializerCompiler } from './lib/fast-json.ts';
import { createGenerationMemo } from './lib/generation-memo.ts';
import { plainDestination } from './lib/plain-log.ts';
import { clientAddressOf, createRenderBudget } from './lib/render-budget.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { livechatRoutes } from './modules/livechat/livechat.routes.ts';
import { startLivechatSocket } from './modules/livechat/livechat.socket.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { newsPublicRoutes } from './modules/news/news-public.routes.ts';
import { startNewsScheduler } from './modules/news/news-scheduler.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { keptSiteReads } from './modules/site/site.service.ts';
import { createBackupRunner } from './modules/system/backup-runner.ts';
import { createContentTransfer } from './modules/system/content-transfer.ts';
import { createMetrics, type Metrics } from './modules/system/metrics.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { downloadNamesPlugin } from './plugins/download-names.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { imageVariantsPlugin } from './plugins/image-variants.ts';
import { mediaPlugin } from './plugins/media.ts';
import {
  createPageCache,
  pageCachePlugin,
  publicJsonAnswers,
  serveCachedPage,
} from './plugins/page-cache.ts';
import { redisPlugin } from './plugins/redis.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { visitorCookieSecret, visitorPlugin } from './plugins/visitor.ts';
import { webPlugin } from './plugins/web.ts';
import { type AppServices, createServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services built once for this app (src/server/services.ts): main.ts hands them to the seed. */
    services: AppServices;
    /** The Prometheus registry (issue 19): the live chat hands it its socket count (setSocketCount). */
    metrics: Metrics;
    /** The live chat socket server (tests reach its Socket.IO instance). */
    liveSocket: Awaited<ReturnType<typeof startLivechatSocket>>;
  }
}

/**
 * GET routes whose answers to a request without a token are the same for every visitor (page cache, issue 18).
 * Not the products: their answers carry view and download counters that clients read back right after counting.
 */
const PUBLIC_JSON_ROUTES = ['/api/news', '/api/services', '/api/services/:id'];

type BuildOptions = {
  /** Apply migrations at start (tests clone an already migrated template and skip it). */
  migrate?: boolean;
  clock?: () => Date;
  /** The backup of 'Sao lưu ngay' (tests hold it); createBackup by default. */
  backup?: Parameters<typeof createBackupRunner>[0]['backup'];
};

/** The whole application as a Fastify instance: plugins, then modules, then the web handler. Never listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  if (!config.databaseUrl)
    throw new Error('buildApp needs config.databaseUrl (main.ts starts the embedded database)');
  const clock = options.clock ?? (() => new Date());
  const pages = createPageCache({ maxEntries: config.pageCacheEntries, ttlMs: config.pageCacheTtlMs });
  // answers that are not pages, to a client past its allowance, are held (decision 036): set once services exist
  let pace: ((request: import('node:http').IncomingMessage) => Promise<number>) | undefined;
  let pool: import('pg').Pool | undefined;
  let outboxBacklog = async () => ({ waiting: 0, retrying: 0, failed: 0 });
  const metrics = createMetrics({
    pool: () => ({
      total: pool?.totalCount ?? 0,
      idle: pool?.idleCount ?? 0,
      waiting: pool?.waitingCount ?? 0,
    }),
    outboxBacklog: () => outboxBacklog(),
    pageCacheEntries: () => pages.size(),
  });

  const app = Fastify({
    // cached public pages are answered before Fastify: a hit costs a map lookup and one write (decision 008)
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (serveCachedPage(pages, request, response, pace)) metrics.pageCacheHit();
        else handler(request, response);
      });
      // the timeouts Fastify gives the servers it creates itself: keep-alive of 72 s, not Node's 5 s, which
      // closed idle connections that clients and proxies were about to reuse ("other side closed", issue 18)
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      return server;
    },
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        remove: true,
      },
      // plain lines like the start-up's own, not JSON records, on a terminal or in a service's log (decision 027)
      stream: plainDestination(),
    },
    // per-request logs cost a third of throughput (ARCHITECTURE.md, Performance): log errors and slow requests only
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // forwarding headers only from the proxies named in TRUST_PROXY (issue 11 item 1: a client's own
    // X-Forwarded-Host poisoned cached pages, its X-Forwarded-For escaped the login limits)
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // by route pattern (never the raw URL, whose variety would grow the label set without bound)
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    if (reply.elapsedTime > 1000) {
      request.log.warn(
        { url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow request',
      );
    }
  });

  await app.register(errorsPlugin);
  // CSP for HTML pages is set by the web plugin, with a per-request nonce; API answers are JSON.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // before compression: public JSON kept like pages, ETags on the API's GET answers (issue 18)
  publicJsonAnswers(app, pages, PUBLIC_JSON_ROUTES);
  // What reaches this hook is compressed for one reader (the page cache compresses its own entries harder, once):
  // the fastest levels, 0.1–0.25 ms for a 53 kB page against 0.55 ms at gzip's default, 13 % more bytes (decision 022)
  await app.register(compress, {
    threshold: 1024,
    // a whole page in one call: at these levels cheaper than a zlib stream per answer, and no core is spare here
    syncThreshold: 128 * 1024,
    zlibOptions: { level: 1 },
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API website công ty', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // the API's own documentation, with its own CSP (issue 11 item 7); API_DOCS=false leaves it out
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(dbPlugin, { url: config.databaseUrl, migrate: options.migrate ?? true });
  // scaled out without JWT_SECRET: one key for every process, kept in the database (issue 11 item 9)
  const jwtSecret = config.jwtSecret ?? (await sharedSecret(app.db, 'jwt-secret'));
  // signed cookies: the visitor id of likes, views, downloads and ratings (plugins/visitor.ts)
  await app.register(cookie, { secret: visitorCookieSecret(jwtSecret) });
  await app.register(visitorPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(pageCachePlugin, { cache: pages });

  const services = createServices({ db: app.db, clock, config: { ...config, jwtSecret }, redis: app.redis });
  app.decorate('services', services);
  pool = app.pool;
  outboxBacklog = () => services.crm.backlog();
  const system = createSystemService({
    pool: app.pool,
    redis: app.redis,
    outboxBacklog,
    metrics,
    config: {
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      backupCron: config.backupCron,
      backupKeep: config.backupKeep,
      embedded: config.embeddedDatabase ?? !config.databaseUrl,
      mediaStorage: config.s3Url ? 's3' : 'disk',
    },
  });
  await app.register(authPlugin, { auth: services.auth, audit: services.audit });
  // the built-in roles exist and every account holds one (issue 15); the audit trail keeps its configured days;
  // sign-in sessions older than the token lifetime are pruned (their tokens have expired)
  await services.accounts.ensureBuiltInRoles();
  await services.audit.deleteExpired();
  await services.auth.pruneSessions();
  const auditRetention = setInterval(
    () => {
      services.audit
        .deleteExpired()
        .catch((error) => app.log.error({ err: error }, 'audit retention failed'));
      services.auth.pruneSessions().catch((error) => app.log.error({ err: error }, 'session prune failed'));
    },
    6 * 60 * 60 * 1000,
  );
  auditRetention.unref();
  app.addHook('onClose', async () => clearInterval(auditRetention));

  await app.register(mediaPlugin, { mediaDir: config.mediaDir, storage: services.mediaStorage });
  await app.register(downloadNamesPlugin, { originalName: (p) => services.media.originalName(p) });
  await app.register(imageVariantsPlugin, { storage: services.mediaStorage });
  await app.register(uploadsPlugin, { mediaDir: config.mediaDir });
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
    log: app.log,
    ...(options.backup ? { backup: options.backup } : {}),
  });
  app.addHook('preClose', async () => backups.settle());
  await app.register(healthRoutes, { system });
  await app.register(systemRoutes, {
    system,
    metrics,
    metricsToken: config.metricsToken,
    content: createContentTransfer({
      pool: app.pool,
      storage: services.mediaStorage,
      media: services.media,
      audit: services.audit,
      mediaDir: config.mediaDir,
      clock,
    }),
    backups,
  });
  await app.register(authRoutes, { accounts: services.accounts });
  await app.register(accountsRoutes, { accounts: services.accounts });
  await app.register(auditRoutes, { audit: services.audit, accounts: services.accounts });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(newsRoutes, { news: services.news });
  await app.register(newsPublicRoutes, { newsPublic: services.newsPublic });
  await app.register(servicesRoutes, { companyServices: services.companyServices });
  await app.register(productsRoutes, { products: services.products });
  await app.register(ordersRoutes, { orders: services.orders, payments: services.payments });
  await app.register(paymentsRoutes, { payments: services.payments, config: config.payments, clock });
  await app.register(seoRoutes, { publicUrl: config.publicUrl, seo: services.seo });
  await app.register(bookingsRoutes, { bookings: services.bookings });
  await app.register(contactsRoutes, { contacts: services.contacts });
  await app.register(crmRoutes, { crm: services.crm });
  await app.register(chatbotRoutes, { chatbot: services.chatbot });
  // what the public pages show is the assistant's knowledge too: a change reloads it here before the answer leaves,
  // and on every instance through chatbot:index (decision 037)
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.changesPublicPages && reply.statusCode < 400)
      // the change is saved: a failed re-read leaves the assistant's last content, logged, never a failed answer
      await services.chatbot
        .contentChanged()
        .catch((error) => request.log.error({ err: error }, 'chatbot content reload failed'));
  });
  // training changes made on another instance reach this one's assistant index (decision 017)
  if (app.redis) {
    const stopIndexSync = await services.chatbot.startIndexSync(app.redis, app.log);
    app.addHook('onClose', async () => stopIndexSync());
  }
  // scheduled articles go public on time without anyone opening a page (issue 4 item 2)
  const newsScheduler = startNewsScheduler({
    db: app.db,
    clock,
    log: app.log,
    onPublished: async () => {
      await app.pageCache.invalidate();
      await services.chatbot
        .contentChanged()
        .catch((error) => app.log.error({ err: error }, 'chatbot content reload failed'));
    },
  });
  app.addHook('onClose', async () => newsScheduler.stop());
  // bookings' CRM contacts and e-mails leave through the outbox (issue 14); attempts in flight finish first
  const outboxDispatcher = services.crm.startDispatcher(app.log);
  app.addHook('preClose', async () => outboxDispatcher.stop());
  // decision 025: abandoned orders cancelled, one idempotent statement any instance may run
  services.abandonedOrders.start(app.log);
  app.addHook('preClose', async () => services.abandonedOrders.stop());

  await app.register(livechatRoutes, { livechat: services.liveChat });
  // live chat sockets on the same HTTP server, at /api/socket.io: engine.io answers its path before the page
  // cache and Fastify see the request (issue 17)
  const liveSocket = await startLivechatSocket({
    server: app.server,
    livechat: services.liveChat,
    auth: services.auth,
    counters: services.counters,
    sockets: services.liveChatSockets,
    audit: services.audit,
    redis: app.redis,
    log: app.log,
    agentRecheckMs: config.livechatAgentRecheckMs,
    trustProxy: config.trustProxy,
    budget: config.livechatClientBudget,
  });
  app.decorate('liveSocket', liveSocket);
  metrics.setSocketCount(() => services.liveChat.socketCount());
  app.addHook('preClose', async () => liveSocket.close());
  // chat data kept a configurable number of days (issue 17 item 4): one idempotent statement, hourly
  const retention = setInterval(() => {
    services.liveChat.deleteExpired().catch((error) => app.log.warn({ err: error }, 'livechat retention'));
  }, 60 * 60_000);
  retention.unref();
  app.addHook('onClose', async () => clearInterval(retention));

  app.all('/api/*', { config: { policy: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ success: false, message: 'Không tìm thấy đường dẫn API', code: 'NOT_FOUND' }),
  );

  if (config.web) {
    // what the pages read, kept until content changes or the page cache's lifetime ends (decision 022)
    const memo = createGenerationMemo({
      generation: pages.beginGeneration,
      ttlMs: config.pageCacheTtlMs,
      maxEntries: 500,
    });
    // decision 036: renders per client address, counted where every limit is (memory, or Redis when scaled)
    const renderBudget = createRenderBudget(services.counters, { renders: config.renderBudget });
    if (renderBudget) {
      const addressOf = clientAddressOf(config.trustProxy);
      pace = (request) => renderBudget.pace(addressOf(request));
    }
    await app.register(webPlugin, { config, site: keptSiteReads(services.site, memo), renderBudget });
  }
  return app;
}
