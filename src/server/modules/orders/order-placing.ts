import { createHash, randomBytes } from 'node:crypto';
import { ORDER_CREATION_BUDGET } from '#domain/orders/abandoned-orders.rules.ts';
import { type CreateOrderInput, ORDER_MESSAGES, type PlacedOrder } from '#domain/orders/order.schema.ts';
import { orderCodeFrom } from '#domain/orders/payment-matching.rules.ts';
import { transferContentFor } from '#domain/payments/vietqr.rules.ts';
import { SERVICE_MESSAGES } from '#domain/services/service.schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { tooManyCalls } from '../../lib/counter-limits.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { OrderRow } from './orders.repository.ts';
import type { OrdersContext } from './orders-context.ts';

type Placed = { order: PlacedOrder; replayed: boolean };
type OrderableService = NonNullable<Awaited<ReturnType<OrdersContext['companyServices']['findOrderable']>>>;

/** The same body, whatever the order of its keys: what an Idempotency-Key promises to repeat. */
function bodyHash(input: CreateOrderInput): string {
  // a field the client left out is not part of the body, whatever the schema fills in
  const fields = Object.entries(input).filter(([, v]) => v !== undefined);
  const canonical = JSON.stringify(fields.sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('hex');
}

/** An earlier order made with this key: the same one for the same body, a conflict for another. */
async function replay(area: OrdersContext, existing: OrderRow, hash: string): Promise<Placed> {
  if (existing.idempotencyHash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 409, ORDER_MESSAGES.idempotencyKeyReused);
  }
  return { order: await area.toPlaced(existing), replayed: true };
}

/**
 * POST /orders (spec 000 §4, §7): a pending order for a service the public may order. With an Idempotency-Key
 * the same key and body give the same order, even when sent concurrently (the key is unique in the table);
 * without one every call creates an order (decision 013).
 */
export async function placeOrder(
  area: OrdersContext,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
  client: string,
): Promise<Placed> {
  // docs/security.md: a budget per client (clientKey), counted across processes when scaled out
  const calls = await area.counters.add(`order-create:${client}`, ORDER_CREATION_BUDGET.windowMs);
  if (calls > ORDER_CREATION_BUDGET.perClient) throw tooManyCalls();
  const hash = bodyHash(input);
  if (idempotencyKey) {
    const existing = await area.repo.findByIdempotencyKey(idempotencyKey);
    if (existing) return replay(area, existing, hash);
  }
  const service = await area.companyServices.findOrderable(input.serviceId);
  if (!service) throw notFound(SERVICE_MESSAGES.notFound, 'SERVICE_NOT_FOUND');
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await insertOrder(
        area,
        input,
        service,
        idempotencyKey ? { key: idempotencyKey, hash } : null,
      );
      if (row) return { order: await area.toPlaced(row), replayed: false };
      // another request with the same key won the race: answer with its order
      const winner = idempotencyKey ? await area.repo.findByIdempotencyKey(idempotencyKey) : undefined;
      if (!winner) throw new Error('order insert returned nothing without a key conflict');
      return replay(area, winner, hash);
    } catch (error) {
      // a code already taken (1 in 10^9 per pair): draw another
      if (attempt < 5 && isUniqueViolation(error, 'orders_orderCode_unique')) continue;
      throw error;
    }
  }
}

/**
 * The order under a freshly drawn code and its contact's link, in one transaction (decisions 026, 043);
 * undefined when another order holds the idempotency key.
 */
function insertOrder(
  area: OrdersContext,
  input: CreateOrderInput,
  service: OrderableService,
  idempotency: { key: string; hash: string } | null,
): Promise<OrderRow | undefined> {
  const orderCode = orderCodeFrom(randomBytes(6));
  const now = area.clock();
  return area.db.transaction(async (tx) => {
    const inserted = await area.on(tx).insert({
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
      transferContent: transferContentFor(area.payments.transferPrefix, orderCode, input.phone),
      idempotencyKey: idempotency?.key ?? null,
      idempotencyHash: idempotency?.hash ?? null,
    });
    if (inserted) {
      const { fullName: name, phone, email, consentVersion } = input;
      await area.contacts.link(tx, {
        source: 'order',
        refId: inserted.id,
        name,
        phone,
        email,
        at: now,
        consent: consentVersion && { channel: 'payment', textVersion: consentVersion },
      });
    }
    return inserted;
  });
}
