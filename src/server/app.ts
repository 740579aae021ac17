import { createServer } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppRoot, createRoot, type RootOptions } from './composition.ts';
import type { AppConfig } from './config.ts';
import { serializerCompiler } from './lib/fast-json.ts';
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
import { newsRoutes } from './modules/news/news.routes.ts';
import { newsAutosaveRoutes } from './modules/news/news-autosave.routes.ts';
import { newsPreviewRoutes } from './modules/news/news-preview.routes.ts';
import { newsPublicRoutes } from './modules/news/news-public.routes.ts';
import { newsRevisionsRoutes } from './modules/news/news-revisions.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { productRevisionsRoutes } from './modules/products/product-revisions.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { redirectsRoutes } from './modules/redirects/redirects.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { businessHoursRoutes } from './modules/system/business-hours.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { downloadNamesPlugin } from './plugins/download-names.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { imageVariantsPlugin } from './plugins/image-variants.ts';
import { mediaPlugin } from './plugins/media.ts';
import { pageCachePlugin, publicJsonAnswers, serveCachedPage } from './plugins/page-cache.ts';
import { redisPlugin } from './plugins/redis.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { visitorCookieSecret, visitorPlugin } from './plugins/visitor.ts';
import { webPlugin } from './plugins/web.ts';
import type { AppServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services built once for this app (src/server/composition.ts): main.ts hands them to the seed. */
    services: AppServices;
    /** The Prometheus registry of this app. */
    metrics: AppRoot['metrics'];
    /** The background jobs (docs/decisions/040): tests run one now with `tick()`. */
    jobs: AppRoot['jobs'];
    /** The live chat socket server (tests reach its Socket.IO instance). */
    liveSocket: AppRoot['liveSocket'];
  }
}

/**
 * GET routes whose answers to a request without a token are the same for every visitor (decision 020).
 * Not the products: their answers carry view and download counters that clients read back right after counting.
 */
const PUBLIC_JSON_ROUTES = ['/api/news', '/api/services', '/api/services/:id'];

/**
 * The whole application as a Fastify instance: the composition root builds every service and job
 * (src/server/composition.ts), then this wires HTTP from them: plugins, routes, hooks, the web handler. Never
 * listens.
 */
export async function buildApp(config: AppConfig, options: RootOptions = {}): Promise<FastifyInstance> {
  if (!config.databaseUrl)
    throw new Error('buildApp needs config.databaseUrl (main.ts starts the embedded database)');
  const root = await createRoot({ ...config, databaseUrl: config.databaseUrl }, options);
  try {
    return await wireHttp(config, root);
  } catch (error) {
    // an app that could not be wired is never returned to be closed: let go of what the root holds here
    await root.stop().catch(() => {});
    await root.close().catch(() => {});
    throw error;
  }
}

async function wireHttp(config: AppConfig, root: AppRoot): Promise<FastifyInstance> {
  const { services, metrics, pages, pace } = root;

  const app = Fastify({
    // cached public pages are answered before Fastify: a hit costs a map lookup and one write (decision 008)
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (serveCachedPage(pages, request, response, pace)) metrics.pageCacheHit();
        else handler(request, response);
      });
      // the timeouts Fastify gives the servers it creates itself: keep-alive of 72 s, not Node's 5 s, which
      // closed idle connections that clients and proxies were about to reuse ("other side closed")
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
    // the root's log: the jobs and the live chat write to the same plain lines (decision 027)
    loggerInstance: root.log,
    // per-request logs cost a third of throughput (ARCHITECTURE.md, Performance): log errors and slow requests only
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // forwarding headers only from the proxies named in TRUST_PROXY (ARCHITECTURE.md, Security model: a
    // client's own X-Forwarded-Host poisoned cached pages, its X-Forwarded-For escaped the login limits)
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('metrics', metrics);
  app.decorate('services', services);
  app.decorate('jobs', root.jobs);
  app.decorate('liveSocket', root.liveSocket);
  // the jobs stop and a backup being taken finishes before the server closes; the connections after it
  app.addHook('preClose', async () => root.stop());
  app.addHook('onClose', async () => root.close());
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
  // before compression: public JSON kept like pages, ETags on the API's GET answers (decision 020)
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
  // the API's own documentation, with its own CSP; API_DOCS=false leaves it out
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(dbPlugin, { pool: root.pool, db: root.db });
  // signed cookies: the visitor id of likes, views, downloads and ratings (plugins/visitor.ts)
  await app.register(cookie, { secret: visitorCookieSecret(root.config.jwtSecret) });
  await app.register(visitorPlugin);
  await app.register(redisPlugin, { client: root.redis });
  await app.register(pageCachePlugin, { cache: pages });
  await app.register(authPlugin, { auth: services.auth, audit: services.audit });
  await app.register(mediaPlugin, { mediaDir: config.mediaDir, storage: services.mediaStorage });
  await app.register(downloadNamesPlugin, { originalName: (p) => services.media.originalName(p) });
  await app.register(imageVariantsPlugin, { storage: services.mediaStorage });
  await app.register(uploadsPlugin, { mediaDir: config.mediaDir });
  await app.register(healthRoutes, { system: root.system });
  await app.register(systemRoutes, {
    system: root.system,
    metrics,
    metricsToken: config.metricsToken,
    content: root.content,
    backups: root.backups,
  });
  await app.register(authRoutes, { accounts: services.accounts });
  await app.register(accountsRoutes, { accounts: services.accounts });
  await app.register(auditRoutes, { audit: services.audit, accounts: services.accounts });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(newsRoutes, { news: services.news });
  await app.register(newsPublicRoutes, { newsPublic: services.newsPublic });
  await app.register(newsRevisionsRoutes, { revisions: services.newsRevisions });
  await app.register(newsAutosaveRoutes, {
    autosave: services.newsAutosave,
    presence: services.newsPresence,
  });
  await app.register(newsPreviewRoutes, { preview: services.newsPreview, publicUrl: config.publicUrl });
  await app.register(servicesRoutes, { companyServices: services.companyServices });
  await app.register(productsRoutes, { products: services.products });
  await app.register(productRevisionsRoutes, {
    revisions: services.productRevisions,
    publicUrl: config.publicUrl,
  });
  await app.register(ordersRoutes, { orders: services.orders, payments: services.payments });
  await app.register(paymentsRoutes, {
    payments: services.payments,
    config: config.payments,
    clock: root.clock,
  });
  await app.register(seoRoutes, { publicUrl: config.publicUrl, seo: services.seo });
  await app.register(redirectsRoutes, { redirects: services.redirects });
  await app.register(bookingsRoutes, { bookings: services.bookings });
  await app.register(contactsRoutes, { contacts: services.contacts });
  await app.register(crmRoutes, { crm: services.crm });
  await app.register(chatbotRoutes, { chatbot: services.chatbot });
  // what the public pages show is the assistant's knowledge too: a change reloads it here before the answer leaves,
  // and on every instance through chatbot:index (decision 037)
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.changesPublicPages && reply.statusCode < 400)
      await root.reloadAssistant();
  });
  await app.register(livechatRoutes, { livechat: services.liveChat });
  await app.register(businessHoursRoutes, { businessHours: services.businessHours });
  // live chat sockets on the same HTTP server, at /api/socket.io: engine.io answers its path before the page
  // cache and Fastify see the request (decisions 008, 018)
  root.liveSocket.listen(app.server);

  app.all('/api/*', { config: { policy: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ success: false, message: 'Không tìm thấy đường dẫn API', code: 'NOT_FOUND' }),
  );

  if (root.web) await app.register(webPlugin, { config, ...root.web });
  root.startJobs();
  return app;
}
