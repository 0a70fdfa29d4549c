import { isPayOnDelivery } from '@ata/core/order';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderRow } from '../db/entities/index.ts';
import { conflict } from '../errors.ts';
import { orderCancelled } from './cancelled.ts';
import { lockOrderOrFail } from './locked-order.ts';
import { restock, restockableLines } from './restock.ts';

/**
 * The owner cancels an order with a reason: its stock goes back on sale exactly once. Everything is
 * decided under the order's row lock, so a second tab, a retried request or the reservation-expiry sweep
 * (which skips locked rows and only takes pending orders whose stock is still out) cannot put it back
 * twice: whoever comes second sees `cancelled` or `stock_released_at` and changes nothing.
 */
export async function cancelOrder(em: EntityManager, id: string, reason: string): Promise<OrderRow> {
  return em.transactional(async (tx) => {
    const order = await lockOrderOrFail(tx, id);
    if (order.status === 'cancelled') return order;
    if (order.status === 'refunded') throw conflict(messages.orderClosed('refunded'));
    if (order.status === 'shipped' || order.status === 'delivered') throw conflict(messages.cancelShipped);
    // Paid online: only a refund returns the money. Paid on delivery (the owner recorded it by setting Paid or
    // Delivered): the owner settles with the shopper by hand; the payment stays on record.
    if (order.paymentStatus === 'paid' && !isPayOnDelivery(order.paymentMethod))
      throw conflict(messages.cancelPaid);
    if (!order.stockReleasedAt) await restock(tx, restockableLines(order.items));
    const now = new Date();
    order.status = 'cancelled';
    order.cancelReason = reason;
    order.cancelledAt = now;
    order.reservedUntil = null;
    order.stockReleasedAt ??= now;
    await orderCancelled(tx, { id, reason });

    return order;
  });
}
