import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJob, cronSchedule, every } from './jobs.ts';

// the job's own clock moves with the fake timers, so nothing waits on real time
let now: Date;
const clock = () => now;
const advance = async (ms: number) => {
  now = new Date(now.getTime() + ms);
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  now = new Date('2026-11-27T03:00:00Z');
});
afterEach(() => {
  vi.useRealTimers();
});

const quietLog = { error: () => {} };

describe('createJob', () => {
  it('runs on its turns from start, shows its next run, and stops', async () => {
    const run = vi.fn(async () => 'done');
    const job = createJob({
      name: 'demo',
      label: 'Việc thử',
      next: every(60_000),
      clock,
      log: quietLog,
      run,
    });
    expect(job.nextRunAt()).toBeNull();
    job.start();
    expect(job.nextRunAt()).toEqual(new Date('2026-11-27T03:01:00Z'));
    await advance(59_999);
    expect(run).not.toHaveBeenCalled();
    await advance(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.nextRunAt()).toEqual(new Date('2026-11-27T03:02:00Z'));
    expect(job.status()).toMatchObject({
      name: 'demo',
      label: 'Việc thử',
      lastRunAt: new Date('2026-11-27T03:01:00Z'),
      lastFailed: false,
      running: false,
    });
    await job.stop();
    expect(job.nextRunAt()).toBeNull();
    await advance(10 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    // a stopped job still runs when asked (tests and the seed drive it)
    expect(await job.tick()).toBe('done');
  });

  it('runs at start when asked to, and never two runs at once', async () => {
    let finish: (value: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const job = createJob({
      name: 'slow',
      label: 'Việc chậm',
      next: every(1_000),
      runAtStart: true,
      clock,
      log: quietLog,
      run,
    });
    job.start();
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.status().running).toBe(true);
    // its turn comes while the first run still goes: that run is joined, not doubled
    await advance(1_000);
    const joined = job.tick();
    expect(run).toHaveBeenCalledTimes(1);
    finish(7);
    expect(await joined).toBe(7);
    await job.stop();
  });

  it('logs a failed run, shows it failed, and the next turn tries again', async () => {
    const errors: object[] = [];
    let fail = true;
    const job = createJob({
      name: 'flaky',
      label: 'Việc lỗi',
      next: every(1_000),
      clock,
      log: { error: (obj) => errors.push(obj) },
      run: async () => {
        if (fail) throw new Error('database away');
        return 1;
      },
    });
    job.start();
    await advance(1_000);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: 'flaky' });
    expect(job.status().lastFailed).toBe(true);
    fail = false;
    await advance(1_000);
    expect(job.status().lastFailed).toBe(false);
    await job.stop();
  });

  it('waits for a run in progress, then lets go of what it holds, when stopped', async () => {
    const order: string[] = [];
    let finish: () => void = () => {};
    const job = createJob({
      name: 'held',
      label: 'Việc giữ kết nối',
      next: every(1_000),
      runAtStart: true,
      clock,
      log: quietLog,
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            order.push('run finished');
            resolve();
          };
        }),
      release: () => {
        order.push('released');
      },
    });
    job.start();
    const stopped = job.stop();
    finish();
    await stopped;
    expect(order).toEqual(['run finished', 'released']);
  });

  it('reaches a run further than a timer can wait in steps', async () => {
    const run = vi.fn(async () => {});
    const days = 40;
    const job = createJob({
      name: 'far',
      label: 'Việc xa',
      next: every(days * 24 * 60 * 60_000),
      clock,
      log: quietLog,
      run,
    });
    job.start();
    await advance(30 * 24 * 60 * 60_000);
    expect(run).not.toHaveBeenCalled();
    await advance(10 * 24 * 60 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});

describe('cronSchedule', () => {
  it('reads the expression in Vietnam time (UTC+7)', () => {
    const next = cronSchedule('0 2 * * *');
    // 03:00 UTC is 10:00 in Vietnam: the next 02:00 there is 19:00 UTC the same day
    expect(next(new Date('2026-11-27T03:00:00Z'))).toEqual(new Date('2026-11-27T19:00:00Z'));
  });
});
