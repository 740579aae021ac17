import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { newPasswordSchema } from '#domain/accounts/password.schema.ts';
import { loginSchema } from '#domain/auth/login.schema.ts';
import { LIVECHAT_CLIENT_BUDGET } from '#domain/livechat/livechat.constants.ts';
import { z } from '#domain/shared/zod.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
  // the first accounts must pass the rules of the login and account forms, or nobody could sign in
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, loginSchema.shape.email.optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, newPasswordSchema.optional()),
  STAFF_EMAIL: z.preprocess(emptyToUndefined, loginSchema.shape.email.optional()),
  STAFF_PASSWORD: z.preprocess(emptyToUndefined, newPasswordSchema.optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // forwarding headers are believed only from these proxies (addresses, CIDRs, 'loopback')
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().max(1000).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  API_DOCS: z.enum(['true', 'false']).default('true'),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // decision 042: how long a signed preview link of an article stays valid (a day by default, at most 30)
  PREVIEW_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  // decision 035: pages kept (0: none, every page rendered from the kept reads, as the bench's render-only rows)
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  // decision 036: renders one client address may cause in 10 s (0: no budget)
  RENDER_BUDGET: z.coerce.number().int().min(0).max(100_000).default(10),
  // two-factor sign-in becomes mandatory for admins at their next sign-in; audit trail kept this long
  REQUIRE_2FA_FOR_ADMINS: z.enum(['true', 'false']).default('false'),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // decision 013: the account the VietQR pays into, the providers that confirm payments (README, Payments)
  BANK_BIN: z
    .string()
    .regex(/^\d{6}$/)
    .default('970436'),
  BANK_NAME: z.string().min(1).default('Vietcombank'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9A-Za-z]{1,19}$/)
    .default('0071000123456'),
  BANK_ACCOUNT_NAME: z.string().min(1).default('CONG TY TNHH GIAI PHAP PHAN MEM SAO VIET'),
  TRANSFER_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9]{1,8}$/)
    .default('SVS'),
  // decision 025: pending orders with no claim and no payment are cancelled after this many days
  ORDER_ABANDON_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  BANK_WEBHOOK_API_KEY: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  BANK_WEBHOOK_HMAC_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  MOMO_PARTNER_CODE: z.preprocess(emptyToUndefined, z.string().optional()),
  MOMO_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  MOMO_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  VNPAY_TMN_CODE: z.preprocess(emptyToUndefined, z.string().optional()),
  VNPAY_HASH_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  // decision 014: the CRM that receives consultation requests, and the mail server for the notifications
  CRM_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  CRM_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  BOOKING_NOTICE_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(2_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(600_000),
  // decision 019: backups (daily at 03:00 Vietnam time, the 7 newest kept), metrics, media in object storage
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  BACKUP_CRON: z
    .string()
    .default('0 3 * * *')
    .refine((v) => v === 'off' || isCronPattern(v), 'không phải biểu thức cron hợp lệ (hoặc "off")'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  S3_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // the AI assistant's optional language model: any OpenAI-compatible server (decision 037)
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  // live chat kept this many days after its last message (0: kept for ever); agents' tokens checked again
  LIVECHAT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  LIVECHAT_NOTICE_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  LIVECHAT_AGENT_RECHECK_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  // per client address, across sockets and processes (decision 031)
  LIVECHAT_MESSAGES_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(LIVECHAT_CLIENT_BUDGET.messagesPerMinute),
  LIVECHAT_ROOMS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(LIVECHAT_CLIENT_BUDGET.roomsPerHour),
  LIVECHAT_SOCKETS_PER_CLIENT: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(LIVECHAT_CLIENT_BUDGET.sockets),
});

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

/** The receiving account and the providers' secrets; a provider without its secret is switched off. */
export type PaymentConfig = {
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  transferPrefix: string;
  bankWebhookApiKey: string | undefined;
  bankWebhookHmacSecret: string | undefined;
  momo: { partnerCode: string | undefined; accessKey: string | undefined; secretKey: string | undefined };
  vnpay: { tmnCode: string | undefined; hashSecret: string | undefined };
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The token signing key; undefined: shared through the database (DATABASE_URL set, no JWT_SECRET). */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  requireTwoFactorForAdmins: boolean;
  auditRetentionDays: number;
  /** Days after which a pending order with no claim and no payment is cancelled (decision 025). */
  orderAbandonDays: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  staffEmail: string | undefined;
  staffPassword: string | undefined;
  /** The site's address, for every absolute link (canonical, Open Graph, sitemap, feeds): never a request's Host. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (production without it gets a warning at start). */
  publicUrlConfigured: boolean;
  /** The proxies whose X-Forwarded-* headers are believed (Fastify's trustProxy); false: none. */
  trustProxy: false | string;
  logLevel: string;
  seedDemo: boolean;
  /** Serve the OpenAPI viewer and document at /api/docs. */
  apiDocs: boolean;
  /** Serve the built web app (build/). Tests of the API alone leave it off. */
  web: boolean;
  /** How long a rendered public page may be served from memory when no change invalidated it first. */
  pageCacheTtlMs: number;
  /** How long a preview link stays valid (decision 042). */
  previewTtlSeconds: number;
  /** How many pages (and public JSON answers) the page cache keeps (decision 035). */
  pageCacheEntries: number;
  /** Renders per client address in 10 s; 0: no budget (decision 036). */
  renderBudget: number;
  payments: PaymentConfig;
  /** The CRM's base address (POST {crmUrl}/data-external); without it bookings wait in the outbox. */
  crmUrl: string | undefined;
  crmToken: string | undefined;
  /** spec 002 §9: 10 s. */
  crmTimeoutMs: number;
  /** smtp:// or smtps:// address of the mail server; without it no notification is queued. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Where the company's notice of a new booking goes (default: the company's public address). */
  bookingNoticeEmail: string | undefined;
  /** Attempts before an outbox row becomes a dead letter, and the first retry's delay (doubled each time). */
  outboxMaxAttempts: number;
  outboxRetryBaseMs: number;
  /** The longest wait between two attempts (10 min by default). */
  outboxRetryMaxMs: number;
  /** Where archives go (DATA_DIR/backups by default). */
  backupDir: string;
  /** When the scheduled backup runs (cron, Vietnam time); undefined: BACKUP_CRON=off. */
  backupCron: string | undefined;
  /** How many scheduled archives are kept. */
  backupKeep: number;
  /** The bearer token /api/metrics asks for; undefined: the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Set by main.ts when it started the embedded PostgreSQL (databaseUrl is then that server's address). */
  embeddedDatabase?: boolean;
  /** s3://… or http(s)://… address of an S3-compatible bucket for the media; undefined: the disk (DATA_DIR/media). */
  s3Url: string | undefined;
  /** The AI assistant's language model; null: answers come from retrieval alone. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** Days a live chat room is kept after its last message; 0 keeps it for ever (decision 018). */
  livechatRetentionDays: number;
  /** Where the notice of a waiting live chat goes (with SMTP_URL; default: the booking notice address). */
  livechatNoticeEmail: string | undefined;
  /** How often the open sockets of agents have their token checked again (revocation). */
  livechatAgentRecheckMs: number;
  /** What one client address may do in live chat, across its sockets and the processes (decision 031). */
  livechatClientBudget: { messagesPerMinute: number; roomsPerHour: number; sockets: number };
};

/**
 * DATA_DIR holds the secrets, the database and the uploads: made 0700, and an existing one loses any read or
 * write right of group and others. Traversal (x) is kept: the embedded PostgreSQL, run as its
 * own user when the app runs as root, needs it (embedded-postgres.ts sets 0711 then).
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if (mode & 0o066) chmodSync(dataDir, mode & 0o711);
}

/** Reads a secret kept in DATA_DIR, creating it on first use, so restarts keep tokens and passwords valid. */
export function keptSecret(dataDir: string, name: string, bytes = 32): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    secureDataDir(dataDir);
    const value = randomBytes(bytes).toString('base64url');
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  }
}

/** Environment → typed config, parsed once. The defaults are the embedded ones. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Cấu hình không hợp lệ: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  secureDataDir(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // embedded: kept in DATA_DIR; on a shared database (DATABASE_URL): kept in it, so every process signs alike
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? undefined : keptSecret(dataDir, 'jwt-secret')),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    requireTwoFactorForAdmins: e.REQUIRE_2FA_FOR_ADMINS === 'true',
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    orderAbandonDays: e.ORDER_ABANDON_DAYS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    staffEmail: e.STAFF_EMAIL,
    staffPassword: e.STAFF_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    web: e.SERVE_WEB === 'true',
    apiDocs: e.API_DOCS === 'true',
    pageCacheTtlMs: e.PAGE_CACHE_TTL_SECONDS * 1000,
    previewTtlSeconds: e.PREVIEW_TTL_SECONDS,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    renderBudget: e.RENDER_BUDGET,
    payments: {
      bankBin: e.BANK_BIN,
      bankName: e.BANK_NAME,
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      accountName: e.BANK_ACCOUNT_NAME,
      transferPrefix: e.TRANSFER_PREFIX.toUpperCase(),
      bankWebhookApiKey: e.BANK_WEBHOOK_API_KEY,
      bankWebhookHmacSecret: e.BANK_WEBHOOK_HMAC_SECRET,
      momo: { partnerCode: e.MOMO_PARTNER_CODE, accessKey: e.MOMO_ACCESS_KEY, secretKey: e.MOMO_SECRET_KEY },
      vnpay: { tmnCode: e.VNPAY_TMN_CODE, hashSecret: e.VNPAY_HASH_SECRET },
    },
    crmUrl: e.CRM_URL,
    crmToken: e.CRM_TOKEN,
    crmTimeoutMs: e.CRM_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    bookingNoticeEmail: e.BOOKING_NOTICE_EMAIL,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    outboxRetryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    outboxRetryMaxMs: e.OUTBOX_RETRY_MAX_MS,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupCron: e.BACKUP_CRON === 'off' ? undefined : e.BACKUP_CRON,
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
    s3Url: e.S3_URL,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : null,
    livechatRetentionDays: e.LIVECHAT_RETENTION_DAYS,
    livechatNoticeEmail: e.LIVECHAT_NOTICE_EMAIL,
    livechatAgentRecheckMs: e.LIVECHAT_AGENT_RECHECK_MS,
    livechatClientBudget: {
      messagesPerMinute: e.LIVECHAT_MESSAGES_PER_MINUTE,
      roomsPerHour: e.LIVECHAT_ROOMS_PER_HOUR,
      sockets: e.LIVECHAT_SOCKETS_PER_CLIENT,
    },
    ...overrides,
  };
}
