import type { Db } from '../../db/client.ts';
import { createJob, every, type Job } from '../../lib/jobs.ts';
import { publishDueArticles, unpublishDueArticles } from './news.repository.ts';

const SCHEDULER_INTERVAL_MS = 5_000;

/**
 * Runs publishDueArticles (spec 001 §4) every few seconds with the injected clock, as one job of the composition root
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
      const now = clock();
      // ending first (decision 042): the run ends right after publishing, as a run that only published did
      const ended = await unpublishDueArticles(db, now);
      const ids = [...ended, ...(await publishDueArticles(db, now))];
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
