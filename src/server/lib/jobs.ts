import { Cron } from 'croner';

/** When a job runs next, given the moment it is asked (its start, or its last turn); null: never again. */
export type NextRun = (after: Date) => Date | null;

/** What the "Hệ thống" screen shows of a job (docs/decisions/040). */
export type JobStatus = {
  name: string;
  /** Its Vietnamese name on the screen. */
  label: string;
  /** When its last run began (null: not run since this process started). */
  lastRunAt: Date | null;
  /** Whether its last finished run failed. */
  lastFailed: boolean;
  /** When its timer next fires (null: stopped, or no run left). */
  nextRunAt: Date | null;
  running: boolean;
};

/**
 * A background job in its one shape (docs/decisions/040): started and stopped by the composition root, its next
 * run known in advance. `tick()` runs it now, or joins the run in progress, so runs never overlap.
 */
export type Job<T = unknown> = {
  readonly name: string;
  readonly label: string;
  start(): void;
  /** Clears the timer, waits for a run in progress, then lets go of what the job holds. */
  stop(): Promise<void>;
  nextRunAt(): Date | null;
  tick(): Promise<T>;
  status(): JobStatus;
};

type Timers = {
  setTimeout(fn: () => void, ms: number): { unref?(): unknown };
  clearTimeout(handle: unknown): void;
};

// setTimeout takes at most 2^31-1 ms (24.8 days): a later run is reached in steps of that length
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Every `ms` from the moment asked. */
export const every =
  (ms: number): NextRun =>
  (after) =>
    new Date(after.getTime() + ms);

/** A cron expression read in Vietnam time (BACKUP_CRON). */
export function cronSchedule(expression: string): NextRun {
  const cron = new Cron(expression, { timezone: 'Asia/Ho_Chi_Minh', paused: true });
  return (after) => cron.nextRun(after);
}

export function createJob<T>(definition: {
  name: string;
  label: string;
  next: NextRun;
  run: () => Promise<T> | T;
  clock: () => Date;
  log: { error(obj: object, msg: string): void };
  /** Run once as soon as the job starts, before its first turn. */
  runAtStart?: boolean;
  /** What the job lets go of when stopped, after its run in progress (the outbox's mailer). */
  release?: () => Promise<void> | void;
  /** Tests drive time with fake timers; the process uses the global ones. */
  timers?: Timers;
}): Job<T> {
  const { name, label, next, clock, log } = definition;
  const timers: Timers = definition.timers ?? globalThis;
  let timer: unknown = null;
  let nextAt: Date | null = null;
  let started = false;
  let running: Promise<T> | null = null;
  let lastRunAt: Date | null = null;
  let lastFailed = false;

  const tick = (): Promise<T> => {
    if (running) return running;
    lastRunAt = clock();
    const run = (async () => definition.run())();
    running = run
      .then(
        (value) => {
          lastFailed = false;
          return value;
        },
        (error: unknown) => {
          lastFailed = true;
          throw error;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };

  const turn = () => {
    tick().catch((err: unknown) => log.error({ err, job: name }, `job ${name} failed`));
  };

  const arm = (at: Date | null) => {
    nextAt = at;
    if (!started || !at) return;
    const delay = Math.max(0, at.getTime() - clock().getTime());
    const handle = timers.setTimeout(
      delay > MAX_DELAY_MS
        ? () => arm(at)
        : () => {
            // the next turn is set before this one runs, as an interval would: the screen always shows it
            arm(next(clock()));
            turn();
          },
      Math.min(delay, MAX_DELAY_MS),
    );
    handle.unref?.();
    timer = handle;
  };

  return {
    name,
    label,
    start() {
      if (started) return;
      started = true;
      arm(next(clock()));
      if (definition.runAtStart) turn();
    },
    async stop() {
      started = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      nextAt = null;
      await running?.catch(() => {});
      await definition.release?.();
    },
    nextRunAt: () => nextAt,
    tick,
    status: () => ({ name, label, lastRunAt, lastFailed, nextRunAt: nextAt, running: running !== null }),
  };
}
