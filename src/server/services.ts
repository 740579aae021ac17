import type { RedisClientType } from 'redis';
import { COMPANY } from '#domain/site/company.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { memoryConcurrentSlots, redisConcurrentSlots } from './lib/concurrent-slots.ts';
import { createPreviewLinks } from './lib/preview-links.ts';
import { memoryWindowCounter, redisWindowCounter } from './lib/window-counter.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { createChatbotService } from './modules/chatbot/chatbot.service.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { createCrmService } from './modules/crm/crm.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createLivechatService } from './modules/livechat/livechat.service.ts';
import type { LivechatBroadcaster } from './modules/livechat/livechat-views.ts';
import { createLivechatPaidNotices } from './modules/livechat/paid-notices.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createMediaStorage } from './modules/media/media-storage.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { createNewsAutosaveService } from './modules/news/news-autosave.service.ts';
import { createNewsPresence, memoryPresence, redisPresence } from './modules/news/news-presence.ts';
import { createNewsPreviewService } from './modules/news/news-preview.service.ts';
import { createNewsPublicService } from './modules/news/news-public.service.ts';
import { createNewsRevisionsService } from './modules/news/news-revisions.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createProductRevisionsService } from './modules/products/product-revisions.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createRedirectsService } from './modules/redirects/redirects.service.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createBusinessHoursService } from './modules/system/business-hours.service.ts';
import { listBackups } from './ops/backup.ts';

/** The assistant reads every active product and the latest published articles (decision 037). */
const CHATBOT_PRODUCTS_QUERY = { page: 1, limit: 50, sortBy: 'sortOrder', sortOrder: 'asc' } as const;
const CHATBOT_NEWS_LIMIT = 100;

type ServicesDeps = {
  db: Db;
  /** The one clock: every rule that depends on time reads it, so tests move time without sleeping. */
  clock: () => Date;
  config: { jwtSecret: string } & Pick<
    AppConfig,
    | 'jwtTtlSeconds'
    | 'requireTwoFactorForAdmins'
    | 'auditRetentionDays'
    | 'orderAbandonDays'
    | 'mediaDir'
    | 's3Url'
    | 'payments'
    | 'publicUrl'
    | 'crmUrl'
    | 'crmToken'
    | 'crmTimeoutMs'
    | 'smtpUrl'
    | 'mailFrom'
    | 'bookingNoticeEmail'
    | 'outboxMaxAttempts'
    | 'outboxRetryBaseMs'
    | 'outboxRetryMaxMs'
    | 'llm'
    | 'livechatRetentionDays'
    | 'livechatNoticeEmail'
    | 'previewTtlSeconds'
    | 'backupDir'
  >;
  /** Present when scaled out: state that every instance must share (login failures) lives there. */
  redis?: RedisClientType | null;
  /** The live chat's socket server, which its service sends through from the start. */
  liveChatBroadcaster: LivechatBroadcaster;
};

/**
 * The business services of the composition root (src/server/composition.ts, docs/decisions/040): each built here,
 * once, and the same instances go to the routes, the web context, the jobs and the seed. A module reaches another
 * only through what it is handed here.
 */
export function createServices({ db, clock, config, redis, liveChatBroadcaster }: ServicesDeps) {
  // one shared counter of events per key and window (login attempts, counter calls per address, views per
  // visitor): in Redis when scaled out, so every instance counts the same
  const counters = redis ? redisWindowCounter(redis) : memoryWindowCounter();
  const audit = createAuditService({ db, clock, retentionDays: config.auditRetentionDays });
  const accounts = createAccountsService({ db, clock, audit });
  // one person across every channel: the areas below link the rows they create through it (decision 043)
  const contacts = createContactsService({
    db,
    clock,
    audit,
    accounts,
    backups: () => listBackups(config.backupDir),
  });
  const auth = createAuthService({
    accounts,
    tokens: createTokenService({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock }),
    failures: counters,
    audit,
    clock,
    requireTwoFactorForAdmins: config.requireTwoFactorForAdmins,
    // decision 024: the owner of an account whose second factor locks hears of it through the outbox
    mailOwner: config.smtpUrl ? (key, mail) => crm.queueNotice(key, mail) : null,
    publicUrl: config.publicUrl,
  });
  // decision 019: the disk by default, an S3-compatible bucket when S3_URL is set
  const mediaStorage = createMediaStorage(config);
  const media = createMediaService({ db, storage: mediaStorage });
  const redirects = createRedirectsService({ db, audit });
  const news = createNewsService({ db, clock, media, accounts, redirects });
  const newsPublic = createNewsPublicService({ db, clock, news, counters });
  const products = createProductsService({ db, clock, media, accounts, counters });
  const companyServices = createServicesService({ db, clock, media, accounts });
  // an order paid by any path says so in the live chat threads that asked for it, in the paying transaction
  // (decision 051): the live chat's listener exists before the orders area that tells it
  const liveChatPaidNotices = createLivechatPaidNotices({ io: liveChatBroadcaster });
  const orders = createOrdersService({
    db,
    clock,
    companyServices,
    payments: config.payments,
    counters,
    abandonDays: config.orderAbandonDays,
    contacts,
    onPaid: liveChatPaidNotices.orderPaid,
  });
  const payments = createPaymentsService({ db, clock, orders, config: config.payments });
  const crm = createCrmService({ db, clock, config });
  const bookings = createBookingsService({
    db,
    clock,
    crm,
    counters,
    contacts,
    mail: config.smtpUrl
      ? {
          noticeTo: config.bookingNoticeEmail ?? COMPANY.email,
          adminUrl: `${config.publicUrl}/admin/bookings/pending`,
        }
      : null,
  });
  // the office's business hours, set on Hệ thống (decision 049): the live chat and the assistant read them
  const businessHours = createBusinessHoursService({ db, clock, audit });
  // the AI assistant (decision 017): its index follows training changes, across instances through Redis
  const chatbot = createChatbotService({
    db,
    clock,
    counters,
    llm: config.llm,
    redis: redis ?? null,
    // what the public pages publish, read again on every content change (decision 037)
    siteContent: async () => ({
      services: await companyServices.listPublic(),
      products: (await products.listPublic(CHATBOT_PRODUCTS_QUERY)).products,
      news: await news.latestPublicWithBodies(CHATBOT_NEWS_LIMIT),
    }),
    calendar: () => businessHours.calendar(),
  });
  // one signer for every area's preview links (decisions 042 and 053)
  const previewLinks = createPreviewLinks({
    appSecret: config.jwtSecret,
    ttlMs: config.previewTtlSeconds * 1000,
    clock,
  });
  const newsPreview = createNewsPreviewService({ db, news, links: previewLinks });
  const productRevisions = createProductRevisionsService({
    db,
    clock,
    products,
    audit,
    links: previewLinks,
  });
  return {
    counters,
    // the live chat's visitor sockets per client address, shared by every process through Redis (decision 031)
    liveChatSockets: redis ? redisConcurrentSlots(redis) : memoryConcurrentSlots(),
    liveChat: createLivechatService({
      db,
      clock,
      retentionDays: config.livechatRetentionDays,
      broadcaster: liveChatBroadcaster,
      counters,
      contacts,
      orders,
      paidNotices: liveChatPaidNotices,
      isOpen: async () => (await businessHours.availability()).open,
      // decision 050: the office's digest of the messages left outside business hours, through the outbox
      leftMessagesDigest: config.smtpUrl
        ? {
            to: config.livechatNoticeEmail ?? config.bookingNoticeEmail ?? COMPANY.email,
            consoleUrl: `${config.publicUrl}/admin/chat/live`,
            enqueue: crm.enqueueNotice,
            queued: crm.queued,
          }
        : null,
      // decision 031: the optional e-mail of a waiting room, through the bookings' outbox
      waitingNotice: config.smtpUrl
        ? {
            to: config.livechatNoticeEmail ?? config.bookingNoticeEmail ?? COMPANY.email,
            consoleUrl: `${config.publicUrl}/admin/chat/live`,
            queue: crm.queueNotice,
          }
        : null,
    }),
    bookings,
    // the office's business hours, set on Hệ thống (decision 049)
    businessHours,
    chatbot,
    contacts,
    crm,
    accounts,
    audit,
    auth,
    media,
    mediaStorage,
    news,
    newsPublic,
    newsRevisions: createNewsRevisionsService({ db, news, audit }),
    newsAutosave: createNewsAutosaveService({ db, clock, news, counters }),
    newsPreview,
    // decision 042: who has an article open, shared by every process through Redis when scaled out
    newsPresence: createNewsPresence({ news, clock, store: redis ? redisPresence(redis) : memoryPresence() }),
    redirects,
    products,
    productRevisions,
    companyServices,
    orders,
    payments,
    dashboard: createDashboardService({ orders, companyServices, news, bookings }),
    seo: createSeoService({ news, products, redirects }),
    site: createSiteService({
      news,
      newsPublic,
      products,
      companyServices,
      bookings,
      newsPreview,
      businessHours,
      productPreview: productRevisions,
    }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
