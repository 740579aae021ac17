import type { Db } from '../../db/client.ts';
import { publishDueArticles } from './news.repository.ts';

const SCHEDULER_INTERVAL_MS = 5_000;

type NewsScheduler = { tick(): Promise<string[]>; stop(): void };

/**
 * Runs publishDueArticles (spec 001 §4) every few seconds with the injected clock. The timer does not keep the
 * process alive; a failed run (database briefly away) is logged and the next tick tries again; runs never overlap.
 * `onPublished` hears which articles went public (the app empties the page cache).
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
    running ??= publishDueArticles(db, clock())
      .then(async (ids) => {
        if (ids.length > 0) await onPublished(ids);
        return ids;
      })
      .finally(() => {
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
