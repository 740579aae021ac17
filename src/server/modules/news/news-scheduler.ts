import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createJob, every, type Job } from '../../lib/jobs.ts';

const SCHEDULER_INTERVAL_MS = 5_000;

/**
 * spec 001 §4: scheduled articles whose time has come become published, dated at their
 * scheduled time. One idempotent statement: any instance may run it at any moment; concurrent runs lock the
 * same rows and the second finds them no longer 'scheduled'. Uses news_scheduled_idx.
 */
export async function publishDueArticles(db: Db, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update news
       set status = 'published', published_date = scheduled_publish_date, updated_at = ${now}
     where status = 'scheduled' and scheduled_publish_date <= ${now} and not is_deleted
    returning id`);
  return result.rows.map((r) => r.id);
}

/**
 * Runs publishDueArticles every few seconds with the injected clock, as one job of the composition root
 * (docs/decisions/040): a failed run (database briefly away) is logged and the next turn tries again; runs never
 * overlap. `onPublished` hears which articles went public (the app empties the page cache).
 */
export function createNewsSchedulerJob(deps: {
  db: Db;
  clock: () => Date;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
  onPublished?: (ids: string[]) => Promise<void>;
}): Job<string[]> {
  const { db, clock, log, intervalMs = SCHEDULER_INTERVAL_MS, onPublished = async () => {} } = deps;
  return createJob({
    name: 'news-scheduler',
    label: 'Đăng bài viết hẹn giờ',
    next: every(intervalMs),
    clock,
    log,
    async run() {
      const ids = await publishDueArticles(db, clock());
      if (ids.length > 0) await onPublished(ids);
      return ids;
    },
  });
}

/** The job, started (tests drive it without the app). */
export function startNewsScheduler(deps: Parameters<typeof createNewsSchedulerJob>[0]): Job<string[]> {
  const job = createNewsSchedulerJob(deps);
  job.start();
  return job;
}
