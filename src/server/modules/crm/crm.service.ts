import type { CrmDelivery } from '#domain/bookings/booking.schema.ts';
import { CRM_MESSAGES } from '#domain/bookings/crm-panel.schema.ts';
import type { CrmContactPayload } from '#domain/bookings/crm-payload.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createJob, every, type Job } from '../../lib/jobs.ts';
import { type CrmHealth, createCrmClient } from './crm-client.ts';
import { crmPanel, outboxBacklog, toDelivery } from './crm-panel.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { createOutboxRepository, type OutboxKind, type OutboxMessage, type Tx } from './outbox.repository.ts';
import { createOutboxDispatcher, type OutboxDispatcher, type OutboxSender } from './outbox-dispatcher.ts';

/** What another area queues in its own transaction: the kind, the idempotency key and the payload. */
export type { OutboxMessage };

/** How often each process looks for due outbox rows besides the kick after a commit. */
const OUTBOX_POLL_MS = 1_000;

/** The outbox's use cases: queueing inside another area's transaction, the admin's CRM panel, 'Gửi lại'. */
export function createCrmService(deps: {
  db: Db;
  clock: () => Date;
  config: {
    crmUrl: string | undefined;
    crmToken: string | undefined;
    crmTimeoutMs: number;
    smtpUrl: string | undefined;
    mailFrom: string | undefined;
    outboxMaxAttempts: number;
    outboxRetryBaseMs: number;
    outboxRetryMaxMs: number;
  };
}) {
  const { db, clock, config } = deps;
  const outbox = createOutboxRepository(db);
  const crm = config.crmUrl
    ? createCrmClient({ url: config.crmUrl, token: config.crmToken, timeoutMs: config.crmTimeoutMs })
    : null;
  const mailer = config.smtpUrl
    ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? 'no-reply@localhost' })
    : null;
  // channels without a sender keep their rows waiting: nothing is lost while the CRM or SMTP is not configured
  const channels = { crm: crm !== null, mail: mailer !== null };
  const senders: Partial<Record<OutboxKind, OutboxSender>> = {};
  if (crm) senders.crm = (row) => crm.sendContact(row.payload as CrmContactPayload, row.idempotencyKey);
  if (mailer) {
    senders.visitor_mail = (row) => mailer.send(row.payload as MailMessage, row.idempotencyKey);
    senders.company_mail = senders.visitor_mail;
  }
  let dispatcher: OutboxDispatcher | null = null;
  const health = async (): Promise<CrmHealth> =>
    crm ? crm.health(clock()) : { state: 'not_configured', checkedAt: clock().toISOString(), detail: null };

  return {
    channels,
    enqueue: (tx: Tx, bookingId: string, messages: OutboxMessage[]) => outbox.insert(tx, bookingId, messages),
    /** After a commit: the dispatcher (if started) sends at once instead of at its next poll. */
    queued: () => dispatcher?.kick(),
    /**
     * A notice to the company outside a booking (the live chat's waiting room): queued once per key, then sent
     * like the booking notices. Answers whether it was queued now (false: that key was queued before).
     */
    async queueNotice(idempotencyKey: string, mail: MailMessage): Promise<boolean> {
      const queued = await outbox.insertOnce({ kind: 'company_mail', idempotencyKey, payload: mail });
      if (queued) dispatcher?.kick();
      return queued;
    },

    /** A notice to the company queued inside the caller's transaction (what it reports commits with it). */
    enqueueNotice: (tx: Tx, idempotencyKey: string, mail: MailMessage) =>
      outbox.insert(tx, null, [{ kind: 'company_mail', idempotencyKey, payload: mail }]),

    /**
     * This process's dispatcher as a job of the composition root (docs/decisions/040): it looks for due rows
     * every second; stopping waits for attempts in flight, then closes the mail connection.
     */
    dispatcherJob(
      log: Parameters<typeof createOutboxDispatcher>[0]['log'],
      options: { concurrency?: number; pollMs?: number } = {},
    ): Job<void> {
      const created = createOutboxDispatcher({
        outbox,
        senders,
        clock,
        log,
        maxAttempts: config.outboxMaxAttempts,
        retryBaseMs: config.outboxRetryBaseMs,
        retryMaxMs: config.outboxRetryMaxMs,
        ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      });
      dispatcher = created;
      return createJob({
        name: 'outbox',
        label: 'Gửi hộp thư đi (CRM, e-mail)',
        next: every(options.pollMs ?? OUTBOX_POLL_MS),
        runAtStart: true,
        clock,
        log,
        run: () => created.kick(),
        async release() {
          await created.stop();
          mailer?.close();
        },
      });
    },

    async deliveriesOf(bookingIds: string[], kind: OutboxKind = 'crm'): Promise<Map<string, CrmDelivery>> {
      const rows = await outbox.ofBookings(bookingIds, kind);
      return new Map(rows.filter((r) => r.bookingId).map((r) => [r.bookingId as string, toDelivery(r)]));
    },

    health,

    /** Messages not yet delivered, every kind together (readiness and metrics, decision 019). */
    backlog: () => outboxBacklog(outbox),

    panel: () => crmPanel(outbox, health, channels),

    /** 'Gửi lại': a dead letter goes back into the queue with fresh attempts. */
    async resend(id: string) {
      if (!isUuid(id)) throw notFound(CRM_MESSAGES.deadLetterNotFound);
      const row = await outbox.requeue(id, clock());
      if (!row) {
        if (!(await outbox.byId(id))) throw notFound(CRM_MESSAGES.deadLetterNotFound);
        throw new AppError('NOT_DEAD_LETTER', 409, CRM_MESSAGES.notDeadLetter);
      }
      dispatcher?.kick();
      return toDelivery(row);
    },
  };
}

export type CrmService = ReturnType<typeof createCrmService>;
