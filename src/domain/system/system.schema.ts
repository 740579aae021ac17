import { z } from '../shared/zod.ts';
import { backupSummarySchema } from './backup.schema.ts';

/** One dependency's state in /api/health/ready and on the "Hệ thống" screen (decision 019). */
export const readinessSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'unavailable']),
  message: z.string().optional(),
  checks: z.object({
    database: z.object({ status: z.enum(['ok', 'down']), latencyMs: z.number().nullable() }),
    /** not_configured: one process without REDIS_URL, which is fine. */
    redis: z.object({ status: z.enum(['ok', 'down', 'not_configured']) }),
    /** Messages waiting for the CRM or the mail server: a backlog is reported, it never fails readiness. */
    outbox: z.object({
      status: z.enum(['ok', 'backlog', 'unknown']),
      waiting: z.number().int(),
      retrying: z.number().int(),
      failed: z.number().int(),
    }),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** A background job as the "Hệ thống" screen lists it (docs/decisions/040); times are ISO 8601. */
export const systemJobSchema = z.object({
  name: z.string(),
  /** Its Vietnamese name on the screen. */
  label: z.string(),
  lastRunAt: z.string().nullable(),
  /** Whether its last finished run failed (the log says why). */
  lastFailed: z.boolean(),
  nextRunAt: z.string().nullable(),
  running: z.boolean(),
});
export type SystemJob = z.infer<typeof systemJobSchema>;

export const systemOverviewSchema = z.object({
  readiness: readinessSchema,
  app: z.object({
    version: z.string(),
    node: z.string(),
    uptimeSeconds: z.number(),
    memoryRssBytes: z.number(),
    /** embedded: the database runs inside DATA_DIR; external: DATABASE_URL. */
    database: z.enum(['embedded', 'external']),
    /** disk or s3 */
    mediaStorage: z.string(),
  }),
  traffic: z.object({
    requests: z.number().int(),
    pageCacheHits: z.number().int(),
    pageCacheEntries: z.number().int(),
    sockets: z.number().int(),
    eventLoopDelayP99Ms: z.number().nullable(),
    dbPool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }),
  }),
  backups: z.object({
    directory: z.string(),
    schedule: z.string().nullable(),
    keep: z.number().int(),
    count: z.number().int(),
    last: backupSummarySchema.nullable(),
  }),
  disk: z.object({ path: z.string(), freeBytes: z.number(), totalBytes: z.number() }).nullable(),
  jobs: z.array(systemJobSchema),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;

export const READINESS_DOWN_MESSAGE = 'Cơ sở dữ liệu chưa sẵn sàng';

/** The health probes' answer: alive, or ready with what is not. */
export const healthStatusSchema = z.object({
  success: z.boolean(),
  status: z.string(),
  message: z.string().optional(),
});
