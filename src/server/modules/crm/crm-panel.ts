import type { CrmDelivery } from '#domain/bookings/booking.schema.ts';
import type { CrmHealth } from './crm-client.ts';
import type { OutboxKind, OutboxRepository, OutboxRow } from './outbox.repository.ts';

// What the outbox holds, as the CRM panel (decision 014), the bookings list and the metrics see it.

export type OutboxState = 'sent' | 'waiting' | 'retrying' | 'failed';

/** A row's state: waiting before its first attempt, retrying after one failed, failed once given up. */
function stateOf(status: OutboxRow['status'], retrying: boolean): OutboxState {
  if (status === 'sent') return 'sent';
  if (status === 'failed') return 'failed';
  return retrying ? 'retrying' : 'waiting';
}

export const deliveryState = (row: Pick<OutboxRow, 'status' | 'attempts'>): OutboxState =>
  stateOf(row.status, row.attempts > 0);

export function toDelivery(row: OutboxRow): CrmDelivery {
  return {
    state: deliveryState(row),
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** Messages not yet delivered, every kind together (readiness and metrics, decision 019). */
export async function outboxBacklog(
  outbox: OutboxRepository,
): Promise<{ waiting: number; retrying: number; failed: number }> {
  const totals = { waiting: 0, retrying: 0, failed: 0 };
  for (const c of await outbox.counts()) {
    const state = stateOf(c.status, c.retrying);
    if (state !== 'sent') totals[state] += Number(c.n);
  }
  return totals;
}

/** GET /crm/status: the CRM's health, the channels configured, the rows per kind and state, the dead letters. */
export async function crmPanel(
  outbox: OutboxRepository,
  health: () => Promise<CrmHealth>,
  channels: { crm: boolean; mail: boolean },
) {
  const [checked, counts, dead] = await Promise.all([health(), outbox.counts(), outbox.deadLetters(100)]);
  const totals: Record<OutboxKind, Record<OutboxState, number>> = {
    crm: { sent: 0, waiting: 0, retrying: 0, failed: 0 },
    visitor_mail: { sent: 0, waiting: 0, retrying: 0, failed: 0 },
    company_mail: { sent: 0, waiting: 0, retrying: 0, failed: 0 },
  };
  for (const c of counts) totals[c.kind as OutboxKind][stateOf(c.status, c.retrying)] += Number(c.n);
  return {
    health: checked,
    channels,
    totals,
    deadLetters: dead.map((r) => ({
      _id: r.id,
      kind: r.kind as OutboxKind,
      bookingId: r.bookingId,
      attempts: r.attempts,
      lastError: r.lastError,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
