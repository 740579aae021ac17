import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const SCHEDULER_INTERVAL_MS = 5_000;

/**
 * spec 001 §4, issue 4 item 2: scheduled articles whose time has come become published, dated at their
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
 * decision 042: published articles whose end time has come leave the public site, back to drafts (the end time is
 * spent). The same kind of idempotent statement as publishing; uses news_unpublish_idx.
 */
export async function unpublishDueArticles(db: Db, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update news
       set status = 'draft', unpublish_at = null, updated_at = ${now}, version = version + 1
     where status = 'published' and unpublish_at <= ${now} and not is_deleted
    returning id`);
  return result.rows.map((r) => r.id);
}

type NewsScheduler = { tick(): Promise<string[]>; stop(): void };

/**
 * Runs publishDueArticles and unpublishDueArticles every few seconds with the injected clock. The timer does not keep the process
 * alive; a failed run (database briefly away) is logged and the next tick tries again; runs never overlap.
 * `onPublished` hears which articles went public or left it (the app empties the page cache).
 */
export function startNewsScheduler(deps: {
  db: Db;
  clock: () => Date;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
  onPublished?: (ids: string[]) => Promise<void>;
}): NewsScheduler {
  const { db, clock, log, intervalMs = SCHEDULER_INTERVAL_MS, onPublished = async () => {} } = deps;
  let running: Promise<string[]> | null = null;
  const tick = () => {
    running ??= (async () => {
      const now = clock();
      // ending first: the run ends right after publishing, as a run that only published did
      const ended = await unpublishDueArticles(db, now);
      const ids = [...ended, ...(await publishDueArticles(db, now))];
      if (ids.length > 0) await onPublished(ids);
      return ids;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((err: unknown) => log.error({ err }, 'news scheduler run failed'));
  }, intervalMs);
  timer.unref();
  return {
    tick,
    stop() {
      clearInterval(timer);
    },
  };
}
