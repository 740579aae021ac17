import { retryDelayMs } from '../../lib/backoff.ts';
import type { OutboxKind, OutboxRepository, OutboxRow } from './outbox.repository.ts';

/** Delivers one row; throws with a readable reason when it could not. */
export type OutboxSender = (row: OutboxRow) => Promise<void>;

export type OutboxDispatcher = {
  /** Wakes the workers now (a booking was just queued). */
  kick(): void;
  /** Delivers everything due, then resolves (tests and the bench drive it). */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Sends the outbox (decision 014): `concurrency` workers each take the next due row under
 * FOR UPDATE SKIP LOCKED, so any number of processes share the work and none sends a row another is sending.
 * A failure is retried with exponential back-off and jitter; after `maxAttempts` the row is a dead letter,
 * shown in the CRM panel with 'Gửi lại'. Only kinds with a configured sender are taken; others wait. It polls
 * as a job of the composition root (crm.service.ts `dispatcherJob`, docs/decisions/040) and is kicked after
 * every commit that queues a row.
 */
export function createOutboxDispatcher(deps: {
  outbox: OutboxRepository;
  senders: Partial<Record<OutboxKind, OutboxSender>>;
  clock: () => Date;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  concurrency?: number;
  random?: () => number;
}): OutboxDispatcher {
  const { outbox, senders, clock, log, maxAttempts, retryBaseMs, retryMaxMs } = deps;
  const { concurrency = 4, random = Math.random } = deps;
  const kinds = (Object.keys(senders) as OutboxKind[]).filter((k) => senders[k]);
  let stopped = false;
  let sentCount = 0;
  const workers = new Set<Promise<void>>();

  async function attemptOne(): Promise<boolean> {
    const outcome = await outbox.withNextDue(kinds, clock(), async (row) => {
      const send = senders[row.kind as OutboxKind];
      try {
        if (!send) throw new Error('Chưa cấu hình kênh gửi');
        await send(row);
        return { result: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const attempts = row.attempts + 1;
        if (attempts >= maxAttempts) {
          log.warn({ outboxId: row.id, kind: row.kind, attempts, reason }, 'outbox row is a dead letter');
          return { result: 'dead', error: reason };
        }
        const delay = retryDelayMs(attempts, retryBaseMs, retryMaxMs, random);
        return { result: 'retry', error: reason, nextAttemptAt: new Date(clock().getTime() + delay) };
      }
    });
    if (outcome?.result === 'sent') sentCount++;
    return outcome !== null;
  }

  function worker(): Promise<void> {
    const run = (async () => {
      while (!stopped && (await attemptOne())) {
        // keep taking due rows until none is left
      }
    })()
      .catch((err: unknown) => log.error({ err }, 'outbox dispatcher run failed'))
      .finally(() => workers.delete(run));
    workers.add(run);
    return run;
  }

  function kick() {
    if (stopped || kinds.length === 0) return;
    while (workers.size < concurrency) worker();
  }

  return {
    kick,
    async drain() {
      const before = sentCount;
      kick();
      while (workers.size > 0) await Promise.all([...workers]);
      return sentCount - before;
    },
    async stop() {
      stopped = true;
      await Promise.all([...workers]);
    },
  };
}
