import fs from 'node:fs/promises';
import type pg from 'pg';
import type { RedisClientType } from 'redis';
import { READINESS_DOWN_MESSAGE, type Readiness, type SystemOverview } from '#domain/system/system.schema.ts';
import type { JobStatus } from '../../lib/jobs.ts';
import { appVersion, listBackups } from '../../ops/backup.ts';
import type { Metrics } from './metrics.ts';

type Backlog = { waiting: number; retrying: number; failed: number };

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The running site at a glance (decision 019): readiness, traffic, backups and disk. */
export function createSystemService(deps: {
  pool: pg.Pool;
  redis: RedisClientType | null;
  outboxBacklog: () => Promise<Backlog>;
  metrics: Metrics;
  /** The background jobs of the composition root, as they stand now. */
  jobs: () => JobStatus[];
  config: {
    dataDir: string;
    backupDir: string;
    backupCron: string | undefined;
    backupKeep: number;
    embedded: boolean;
    mediaStorage: string;
  };
}) {
  const { pool, redis, metrics, config } = deps;

  async function readiness(): Promise<Readiness> {
    const started = performance.now();
    let databaseOk = true;
    try {
      await withTimeout(pool.query('select 1'), 2000);
    } catch {
      databaseOk = false;
    }
    const latencyMs = databaseOk ? Math.round((performance.now() - started) * 10) / 10 : null;
    let redisStatus: Readiness['checks']['redis']['status'] = 'not_configured';
    if (redis) {
      try {
        await withTimeout(redis.ping(), 1000);
        redisStatus = 'ok';
      } catch {
        redisStatus = 'down';
      }
    }
    let outbox: Readiness['checks']['outbox'] = { status: 'unknown', waiting: 0, retrying: 0, failed: 0 };
    if (databaseOk) {
      try {
        const b = await withTimeout(deps.outboxBacklog(), 2000);
        outbox = { status: b.waiting + b.retrying + b.failed > 0 ? 'backlog' : 'ok', ...b };
      } catch {
        // the outbox unread leaves readiness to the database alone
      }
    }
    // only the database decides: no Redis configured, no CRM or a waiting outbox still serve pages
    return {
      success: databaseOk,
      status: databaseOk ? 'ready' : 'unavailable',
      ...(databaseOk ? {} : { message: READINESS_DOWN_MESSAGE }),
      checks: {
        database: { status: databaseOk ? 'ok' : 'down', latencyMs },
        redis: { status: redisStatus },
        outbox,
      },
    };
  }

  async function metricValue(name: string): Promise<number> {
    const metric = metrics.registry.getSingleMetric(name);
    if (!metric) return 0;
    const { values } = await metric.get();
    // counters and gauges only: their values add up to the whole
    return values.reduce((sum, v) => sum + v.value, 0);
  }

  return {
    readiness,
    async overview(): Promise<SystemOverview> {
      const [ready, backups, disk] = await Promise.all([
        readiness(),
        listBackups(config.backupDir),
        fs.statfs(config.dataDir).catch(() => undefined),
      ]);
      const lag = metrics.registry.getSingleMetric('nodejs_eventloop_lag_p99_seconds');
      const lagValue = lag ? (await lag.get()).values[0]?.value : undefined;
      return {
        readiness: ready,
        app: {
          version: appVersion(),
          node: process.version,
          uptimeSeconds: Math.round(process.uptime()),
          memoryRssBytes: process.memoryUsage.rss(),
          database: config.embedded ? 'embedded' : 'external',
          mediaStorage: config.mediaStorage,
        },
        traffic: {
          requests: await metricValue('http_requests_total'),
          pageCacheHits: await metricValue('page_cache_hits_total'),
          pageCacheEntries: await metricValue('page_cache_entries'),
          sockets: await metricValue('socketio_connections'),
          eventLoopDelayP99Ms: lagValue === undefined ? null : Math.round(lagValue * 1000 * 10) / 10,
          dbPool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
        },
        backups: {
          directory: config.backupDir,
          schedule: config.embedded ? (config.backupCron ?? null) : null,
          keep: config.backupKeep,
          count: backups.length,
          last: backups[0] ?? null,
        },
        disk: disk
          ? {
              path: config.dataDir,
              freeBytes: disk.bavail * disk.bsize,
              totalBytes: disk.blocks * disk.bsize,
            }
          : null,
        jobs: deps.jobs().map((job) => ({
          ...job,
          lastRunAt: job.lastRunAt?.toISOString() ?? null,
          nextRunAt: job.nextRunAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
