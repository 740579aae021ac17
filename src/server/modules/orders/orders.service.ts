import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  ABANDONED_ORDER_REASON,
  abandonCutoff,
  claimHistoryReason,
  ORDER_CLAIM_BUDGET,
  ORDER_CREATION_BUDGET,
} from '#domain/orders/abandoned-orders.rules.ts';
import {
  type AdminOrder,
  type CreateOrderInput,
  ORDER_CHANGE_SOURCE_LABELS,
  ORDER_MESSAGES,
  type PlacedOrder,
  type UpdateOrderInput,
} from '#domain/orders/order.schema.ts';
import { orderCodeFrom } from '#domain/orders/payment-matching.rules.ts';
import { buildVietQrPayload, transferContentFor } from '#domain/payments/vietqr.rules.ts';
import { SERVICE_MESSAGES } from '#domain/services/service.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import { tooManyCalls } from '../../lib/counter-limits.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

const missing = () => notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');

/** The same body, whatever the order of its keys: what an Idempotency-Key promises to repeat. */
function bodyHash(input: CreateOrderInput): string {
  const canonical = JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('hex');
}

export type ChangeSource = 'admin' | 'webhook' | 'ipn';

/**
 * Orders (đơn hàng): placed from the payment page, paid only by what the server receives or by an admin. The
 * calls that take part in another area's unit of work take its `tx` last (decision 026).
 */
export function createOrdersService(deps: {
  db: Db;
  clock: () => Date;
  companyServices: ServicesService;
  payments: PaymentConfig;
  counters: Pick<WindowCounter, 'add'>;
  abandonDays: number;
  contacts: Pick<ContactsService, 'link'>;
}) {
  const repo = createOrdersRepository(deps.db);
  const on = (tx: Tx | undefined) => (tx ? createOrdersRepository(tx) : repo);
  const bank = deps.payments;

  async function toPlaced(row: OrderRow): Promise<PlacedOrder> {
    const qrPayload = buildVietQrPayload({
      bankBin: bank.bankBin,
      accountNumber: bank.accountNumber,
      ...(row.amount ? { amount: row.amount } : {}),
      transferContent: row.transferContent,
    });
    return {
      _id: row.id,
      orderCode: row.orderCode,
      serviceId: row.serviceId,
      serviceTitle: row.serviceTitle,
      amount: row.amount,
      fullName: row.fullName,
      paymentMethod: row.paymentMethod,
      orderStatus: row.orderStatus,
      paymentStatus: row.paymentStatus,
      createdAt: row.createdAt.toISOString(),
      payment: {
        bankName: bank.bankName,
        bankBin: bank.bankBin,
        accountNumber: bank.accountNumber,
        accountName: bank.accountName,
        amount: row.amount,
        transferContent: row.transferContent,
        qrPayload,
        qrImage: await QRCode.toDataURL(qrPayload, { errorCorrectionLevel: 'M', margin: 2, width: 280 }),
      },
    };
  }

  function toAdmin(row: OrderRow): AdminOrder {
    return {
      _id: row.id,
      orderCode: row.orderCode,
      serviceId: row.serviceId,
      serviceTitle: row.serviceTitle,
      serviceType: row.serviceType,
      servicePrice: row.amount,
      fullName: row.fullName,
      phone: row.phone,
      email: row.email,
      paymentMethod: row.paymentMethod,
      orderStatus: row.orderStatus,
      paymentStatus: row.paymentStatus,
      paidAmount: row.paidAmount,
      transferContent: row.transferContent,
      claimedAt: row.claimedAt?.toISOString() ?? null,
      claimedTransactionId: row.claimedTransactionId,
      abandonedAt: row.abandonedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** An earlier order made with this key: the same one for the same body, a conflict for another. */
  async function replay(existing: OrderRow, hash: string): Promise<{ order: PlacedOrder; replayed: true }> {
    if (existing.idempotencyHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        409,
        'Khóa Idempotency-Key đã được dùng cho một đơn hàng khác',
      );
    }
    return { order: await toPlaced(existing), replayed: true };
  }

  return {
    /**
     * POST /orders (spec 000 §4, §7): a pending order for a service the public may order. With an
     * Idempotency-Key the same key and body give the same order, even when sent concurrently (the key is unique
     * in the table); without one every call creates an order (decision 013).
     */
    async place(
      input: CreateOrderInput,
      idempotencyKey: string | undefined,
      client: string,
    ): Promise<{ order: PlacedOrder; replayed: boolean }> {
      // docs/security.md: a budget per client (clientKey), counted across processes when scaled out
      const calls = await deps.counters.add(`order-create:${client}`, ORDER_CREATION_BUDGET.windowMs);
      if (calls > ORDER_CREATION_BUDGET.perClient) throw tooManyCalls();
      const hash = bodyHash(input);
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(idempotencyKey);
        if (existing) return replay(existing, hash);
      }
      const service = await deps.companyServices.findOrderable(input.serviceId);
      if (!service) throw notFound(SERVICE_MESSAGES.notFound, 'SERVICE_NOT_FOUND');
      for (let attempt = 0; ; attempt++) {
        const orderCode = orderCodeFrom(randomBytes(6));
        const now = deps.clock();
        try {
          // the order and its contact's link in one transaction (decisions 026, 043)
          const row = await deps.db.transaction(async (tx) => {
            const inserted = await on(tx).insert({
              createdAt: now,
              updatedAt: now,
              serviceId: service._id,
              serviceTitle: service.title,
              serviceType: service.type,
              amount: service.price,
              fullName: input.fullName,
              phone: input.phone,
              email: input.email.toLowerCase(),
              paymentMethod: input.paymentMethod,
              orderCode,
              transferContent: transferContentFor(bank.transferPrefix, orderCode, input.phone),
              idempotencyKey: idempotencyKey ?? null,
              idempotencyHash: idempotencyKey ? hash : null,
            });
            if (inserted) {
              const { fullName: name, phone, email } = input;
              await deps.contacts.link(tx, {
                source: 'order',
                refId: inserted.id,
                name,
                phone,
                email,
                at: now,
              });
            }
            return inserted;
          });
          if (row) return { order: await toPlaced(row), replayed: false };
          // another request with the same key won the race: answer with its order
          const winner = idempotencyKey ? await repo.findByIdempotencyKey(idempotencyKey) : undefined;
          if (!winner) throw new Error('order insert returned nothing without a key conflict');
          return replay(winner, hash);
        } catch (error) {
          // a code already taken (1 in 10^9 per pair): draw another
          if (attempt < 5 && isUniqueViolation(error, 'orders_orderCode_unique')) continue;
          throw error;
        }
      }
    },

    async find(id: string): Promise<OrderRow | undefined> {
      return isUuid(id) ? repo.findById(id) : undefined;
    },

    async get(id: string): Promise<OrderRow> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw missing();
      return row;
    },

    findByCode: (code: string) => repo.findByCode(code),

    /** An order as the payment page shows it (its transfer and VietQR): what a live chat payment request sends. */
    async placed(id: string): Promise<PlacedOrder> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw missing();
      return toPlaced(row);
    },

    /**
     * Takes the order's row lock first in a unit of work (decision 026): the rows other areas then insert for this
     * order take a foreign-key share lock on it, and two units holding those while each waits for the update lock
     * would deadlock; taken first, concurrent units for one order simply queue.
     */
    lock: (orderId: string, tx: Tx) => createOrdersRepository(tx).lock(orderId),

    /** GET /orders (spec 001 §7): one page, newest first. */
    async list(page: number, limit: number, search?: string, claimedOnly = false) {
      const { rows, total } = await repo.list(page, limit, search, claimedOnly);
      return { items: rows.map(toAdmin), pagination: paginationOf(page, limit, total) };
    },

    /** PUT /orders/{id} (spec 001 §5): any state an admin chooses, stored with who, when, from, to and why. */
    async update(
      id: string,
      input: UpdateOrderInput,
      actor: { id: string; fullName: string },
    ): Promise<AdminOrder> {
      if (!isUuid(id)) throw missing();
      const result = await repo.changeState(
        id,
        (current) =>
          current.orderStatus === input.orderStatus &&
          current.paymentStatus === input.paymentStatus &&
          current.paidAmount === input.paidAmount
            ? null
            : {
                orderStatus: input.orderStatus,
                paymentStatus: input.paymentStatus,
                paidAmount: input.paidAmount,
                // an order an admin opens again is no longer the job's cancellation
                ...(input.orderStatus === 'cancelled' ? {} : { abandonedAt: null }),
              },
        { source: 'admin', actorId: actor.id, actorName: actor.fullName, reason: input.reason },
      );
      if (!result) throw missing();
      return toAdmin(result.after ?? result.before);
    },

    /**
     * Marks an order paid because the server received its money (a webhook or an IPN). Under the row lock, so
     * duplicated or concurrent callbacks make one transition at most: the later ones find it paid.
     */
    async confirmPayment(
      orderId: string,
      amount: number,
      by: { source: ChangeSource; actorName: string; reason: string; actorId?: string },
      tx?: Tx,
    ): Promise<'confirmed' | 'already-paid' | 'not-found'> {
      const result = await on(tx).changeState(
        orderId,
        (current) =>
          current.paymentStatus === 'paid'
            ? null
            : { orderStatus: current.orderStatus, paymentStatus: 'paid', paidAmount: amount },
        { source: by.source, actorId: by.actorId ?? null, actorName: by.actorName, reason: by.reason },
      );
      if (!result) return 'not-found';
      return result.after ? 'confirmed' : 'already-paid';
    },

    /** A provider reported a failed payment: only an order still awaiting payment becomes failed. */
    async recordFailure(
      orderId: string,
      by: { source: ChangeSource; actorName: string; reason: string },
      tx?: Tx,
    ) {
      await on(tx).changeState(
        orderId,
        (current) =>
          current.paymentStatus === 'pending'
            ? { orderStatus: current.orderStatus, paymentStatus: 'failed', paidAmount: 0 }
            : null,
        { source: by.source, actorId: null, actorName: by.actorName, reason: by.reason },
      );
    },

    /**
     * The visitor's 'Đã thanh toán' on the order and in its history (decision 025), inside the unit of work that
     * records the claim's payment row.
     */
    async recordClaim(
      orderId: string,
      claim: { at: Date; transactionId: string | null; customer: string },
      tx?: Tx,
    ): Promise<void> {
      await on(tx).recordClaim(
        orderId,
        { at: claim.at, transactionId: claim.transactionId },
        {
          source: 'visitor',
          actorId: null,
          actorName: claim.customer,
          reason: claimHistoryReason(claim.transactionId),
        },
      );
    },

    /** Counts one claim from a client; past its budget, a 429 (docs/security.md). */
    async admitClaim(client: string): Promise<void> {
      const calls = await deps.counters.add(`order-claim:${client}`, ORDER_CLAIM_BUDGET.windowMs);
      if (calls > ORDER_CLAIM_BUDGET.perClient) throw tooManyCalls();
    },

    /** The abandoned-order job's run (decision 025): the ids it cancelled. */
    async cancelAbandoned(): Promise<string[]> {
      const now = deps.clock();
      return repo.cancelAbandoned(abandonCutoff(now, deps.abandonDays), now, {
        source: 'system',
        actorId: null,
        actorName: ORDER_CHANGE_SOURCE_LABELS.system,
        reason: ABANDONED_ORDER_REASON(deps.abandonDays),
      });
    },

    /** The status history (decision 013), filterable by order code and a time range. */
    async history(filter: {
      orderCode?: string | undefined;
      from?: Date | undefined;
      to?: Date | undefined;
      page: number;
      limit: number;
    }) {
      let orderId: string | undefined;
      if (filter.orderCode) {
        const order = await repo.findByCode(filter.orderCode.trim().toUpperCase());
        if (!order) return { items: [], pagination: paginationOf(filter.page, filter.limit, 0) };
        orderId = order.id;
      }
      const { rows, total } = await repo.history({ ...filter, orderId });
      return {
        items: rows.map((r) => ({
          _id: r.id,
          orderId: r.orderId,
          orderCode: r.orderCode,
          fullName: r.fullName,
          source: r.source,
          actorName: r.actorName,
          fromOrderStatus: r.fromOrderStatus,
          toOrderStatus: r.toOrderStatus,
          fromPaymentStatus: r.fromPaymentStatus,
          toPaymentStatus: r.toPaymentStatus,
          fromPaidAmount: r.fromPaidAmount,
          toPaidAmount: r.toPaidAmount,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
        pagination: paginationOf(filter.page, filter.limit, total),
      };
    },

    toAdmin,

    /** The dashboard's figures (spec 002 §3): every order, and those created on each of the last `days` days. */
    async tally(days: number): Promise<{ total: number; perDay: { date: string; count: number }[] }> {
      const [total, perDay] = await Promise.all([repo.countAll(), repo.createdPerDay(deps.clock(), days)]);
      return { total, perDay };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
