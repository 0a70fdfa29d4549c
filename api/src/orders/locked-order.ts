import { amountDueKobo } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity, type OrderRow } from '../db/entities/index.ts';
import { isUuid } from '../db/uuid.ts';
import { conflict, notFound } from '../errors.ts';

/**
 * The order under its row lock (`select … for update`), inside the caller's transaction: every decision
 * about an order's payment or its stock (paying, cancelling, refunding) is taken under it, so webhooks,
 * verifications, cancels, refunds and the expiry sweep (which skips locked rows) see one another's outcome.
 * Read from the database even if already loaded. An id that is not a uuid is no order.
 */
export const lockOrder = (tx: EntityManager, id: string): Promise<OrderRow | null> =>
  isUuid(id)
    ? tx.findOne(OrderEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : Promise.resolve(null);

export async function lockOrderOrFail(tx: EntityManager, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound('Order not found');
  return order;
}

/** What an online payment of the order must be, in kobo (orders placed before the column: from its lines). */
export const amountDue = (order: OrderRow): number => order.amountDueKobo ?? amountDueKobo(order.items);

/** Refuses (409) an order that can no longer be paid: cancelled, or its reserved stock released. */
export function refuseClosedOrder(order: OrderRow): void {
  if (order.status === 'cancelled') throw conflict(messages.orderWasCancelled);
  if (order.stockReleasedAt) throw conflict('This order has expired. Please place your order again.');
}
