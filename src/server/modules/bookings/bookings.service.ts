import {
  BOOKING_NOT_FOUND_MESSAGE,
  type Booking,
  type BookingStatus,
  type bookingListQuerySchema,
  canChangeBookingStatus,
  TRANSITION_NOT_ALLOWED_MESSAGE,
} from '#domain/bookings/booking.schema.ts';
import { CONSULTATION_FAILED_MESSAGE } from '#domain/bookings/consultation.rules.ts';
import { type Consultation, consultationSchema } from '#domain/bookings/consultation.schema.ts';
import { toCrmPayload } from '#domain/bookings/crm-payload.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { CrmService, OutboxMessage } from '../crm/crm.service.ts';
import { companyNotice, visitorConfirmation } from './booking-mails.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';

// accepted bookings per client address a minute: a script cannot flood the office and the CRM
export const BOOKINGS_PER_IP_PER_MINUTE = 10;
/**
 * The visitor's confirmation goes to an address nobody verified (decision 032): at most this many from one client
 * address an hour, and to one mailbox a day; past either the booking is kept and the company told, the
 * confirmation alone is not sent.
 */
export const CONFIRMATIONS = { perClientPerHour: 5, perRecipientPerDay: 3 };
export const DUPLICATE_WINDOW_MS = 60_000;
export const TOO_MANY_BOOKINGS_MESSAGE = 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.';

const STATUS_SETS: Record<z.infer<typeof bookingListQuerySchema>['status'], BookingStatus[] | null> = {
  all: null,
  history: ['completed', 'cancelled'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  processing: ['processing'],
};

function toBooking(row: BookingRow, crm: Booking['crm']): Booking {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    occupation: row.occupation,
    dateOfBirth: row.dateOfBirth,
    service: row.service,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    crm,
  };
}

type Mail = { noticeTo: string; adminUrl: string | null } | null;

/** Whether a booking's confirmation is within its sender's and its recipient's budgets (one count each). */
async function mayConfirm(
  counters: Pick<WindowCounter, 'add'>,
  email: string,
  clientIp: string,
): Promise<boolean> {
  if (
    (await counters.add(`booking-confirm-from:${clientKey(clientIp)}`, 3_600_000)) >
    CONFIRMATIONS.perClientPerHour
  )
    return false;
  // one mailbox, whatever +tag or letter case it is written with
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const mailbox = `${local.replace(/\+.*$/, '')}@${domain}`;
  return (
    (await counters.add(`booking-confirm-to:${mailbox}`, 86_400_000)) <= CONFIRMATIONS.perRecipientPerDay
  );
}

/** What the outbox sends about a booking: its CRM contact, and the e-mails where SMTP is on. */
function messagesFor(mail: Mail, row: BookingRow, form: Consultation, confirm: boolean): OutboxMessage[] {
  const messages: OutboxMessage[] = [
    // one contact per booking, keyed by the booking: a CRM that dedupes never records it twice
    { kind: 'crm', idempotencyKey: `booking-${row.id}`, payload: toCrmPayload(form, row.createdAt) },
  ];
  if (mail) {
    const b = { ...form, id: row.id, createdAt: row.createdAt };
    if (form.email && confirm) {
      messages.push({
        kind: 'visitor_mail',
        idempotencyKey: `booking-${row.id}-visitor`,
        payload: visitorConfirmation({ ...b, email: form.email }),
      });
    }
    messages.push({
      kind: 'company_mail',
      idempotencyKey: `booking-${row.id}-company`,
      payload: companyNotice(b, mail.noticeTo, mail.adminUrl),
    });
  }
  return messages;
}

/** The /advise form's fields, or a 400 naming the first problem of each field (spec 002 §3). */
function parseConsultation(input: unknown): Consultation {
  const parsed = consultationSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? CONSULTATION_FAILED_MESSAGE, errors);
}

/**
 * Consultation bookings (spec 002 §3–§5): the booking and everything to send about it (CRM contact,
 * e-mails) are written in one transaction and sent afterwards by the outbox dispatcher (decision 014).
 */
export function createBookingsService(deps: {
  db: Db;
  clock: () => Date;
  crm: CrmService;
  /** Notifications: where the company's notice goes, and the admin link in it; null when SMTP is off. */
  mail: Mail;
  /** the budgets of the visitor's confirmation, shared by every process through Redis */
  counters: Pick<WindowCounter, 'add'>;
  contacts: Pick<ContactsService, 'link' | 'linkAlongside'>;
}) {
  const repo = createBookingsRepository(deps.db);
  const { clock, crm, mail, counters } = deps;

  return {
    /**
     * POST /api/bookings and the /advise form post. A repeat of the same form within a minute answers the first
     * booking; an address with 10 accepted bookings in the last minute is refused (invalid forms never count).
     */
    async create(
      input: unknown,
      clientIp: string,
      /**
       * the form it came from: /advise, or the booking inside a chat (decision 050), with the assistant's
       * conversation it was offered in, which joins the booking's contact
       */
      from: { channel: 'advise' } | { channel: 'chat_booking'; assistantSessionId?: string | undefined } = {
        channel: 'advise',
      },
    ): Promise<{ booking: Booking; created: boolean }> {
      const consentChannel = from.channel;
      const assistantSessionId = from.channel === 'chat_booking' ? from.assistantSessionId : undefined;
      const form = parseConsultation(input);
      const confirm = Boolean(mail && form.email && (await mayConfirm(counters, form.email, clientIp)));
      const now = clock();
      const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
      const values = {
        fullName: form.fullName,
        email: form.email,
        phone: form.phone,
        gender: form.gender,
        occupation: form.occupation,
        dateOfBirth: form.dateOfBirth,
        service: form.service,
        note: form.note,
      };
      // the booking's contact joins the booking's transaction with its outbox rows (decisions 026, 043)
      const linkAndEnqueue = async (tx: Tx, bookingId: string, rows: OutboxMessage[]) => {
        const { fullName: name, phone, email, consentVersion } = form;
        const consent = consentVersion && { channel: consentChannel, textVersion: consentVersion };
        const contactId = await deps.contacts.link(tx, {
          source: 'booking',
          refId: bookingId,
          name,
          phone,
          email,
          at: now,
          consent,
        });
        // the assistant's transcript handed to a person is on the person's contact (ARCHITECTURE.md, Contacts)
        if (contactId && assistantSessionId)
          await deps.contacts.linkAlongside(
            tx,
            { source: 'assistant', refId: assistantSessionId },
            { source: 'booking', refId: bookingId },
          );
        await crm.enqueue(tx, bookingId, rows);
      };
      const { booking, created } = await repo.insertWithOutbox(
        linkAndEnqueue,
        clientIp,
        form.phone,
        async (q) => {
          const existing = await q.findSame(since, values);
          if (existing) return { existing };
          if ((await q.acceptedSince(since)) >= BOOKINGS_PER_IP_PER_MINUTE) {
            throw new AppError('TOO_MANY_BOOKINGS', 429, TOO_MANY_BOOKINGS_MESSAGE);
          }
          return {
            booking: { ...values, clientIp, createdAt: now, updatedAt: now },
            outbox: (row: BookingRow) => messagesFor(mail, row, form, confirm),
          };
        },
      );
      if (created) crm.queued();
      return { booking: toBooking(booking, null), created };
    },

    async list(query: z.infer<typeof bookingListQuerySchema>) {
      const { rows, total } = await repo.page({
        statuses: STATUS_SETS[query.status],
        search: query.search,
        page: query.page,
        limit: query.limit,
      });
      const deliveries = await crm.deliveriesOf(rows.map((r) => r.id));
      return {
        items: rows.map((r) => toBooking(r, deliveries.get(r.id) ?? null)),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    async get(id: string): Promise<Booking> {
      const row = isUuid(id) ? await repo.byId(id) : undefined;
      if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      const deliveries = await crm.deliveriesOf([row.id]);
      return toBooking(row, deliveries.get(row.id) ?? null);
    },

    /** spec 002 §4: processing → completed or cancelled; anything else is a conflict. */
    async changeStatus(id: string, to: BookingStatus): Promise<Booking> {
      const current = await this.get(id);
      if (!canChangeBookingStatus(current.status, to)) {
        throw new AppError('BOOKING_STATUS_CONFLICT', 409, TRANSITION_NOT_ALLOWED_MESSAGE);
      }
      const row = await repo.changeStatus(id, current.status, to, clock());
      if (!row) throw new AppError('BOOKING_STATUS_CONFLICT', 409, TRANSITION_NOT_ALLOWED_MESSAGE);
      return toBooking(row, current.crm);
    },

    /** The dashboard's figures (spec 002 §3): every booking, and how many hold each status that has any. */
    async tally(): Promise<{ total: number; byStatus: { status: BookingStatus; count: number }[] }> {
      const [total, byStatus] = await Promise.all([repo.countAll(), repo.countPerStatus()]);
      return { total, byStatus };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
