import type { OrderItem } from '@ata/core/order';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity, type OrderRow } from '../db/entities/index.ts';
import { isUuid } from '../db/uuid.ts';
import { conflict, notFound } from '../errors.ts';
import { orderCancelled } from './cancelled.ts';
import { restock, restockableLines } from './restock.ts';

interface LockedForCancel {
  status: string;
  payment_status: string;
  stock_released_at: Date | null;
  items: OrderItem[];
}

/**
 * The owner cancels an order with a reason: its stock goes back on sale exactly once. Everything is
 * decided under the order's row lock, so a second tab, a retried request or the reservation-expiry sweep
 * (which skips locked rows and only takes pending orders whose stock is still out) cannot put it back
 * twice: whoever comes second sees `cancelled` or `stock_released_at` and changes nothing.
 */
export async function cancelOrder(em: EntityManager, id: string, reason: string): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound('Order not found');
  await em.fork().transactional(async (tx) => {
    const [order] = await tx.execute<LockedForCancel[]>(
      `select "status", "payment_status", "stock_released_at", "items" from "shop_order" where "id" = ? for update`,
      [id],
    );
    if (!order) throw notFound('Order not found');
    if (order.status === 'cancelled') return;
    if (order.status === 'refunded') throw conflict(messages.orderClosed('refunded'));
    if (order.status === 'shipped' || order.status === 'delivered') throw conflict(messages.cancelShipped);
    if (order.payment_status === 'paid') throw conflict(messages.cancelPaid);
    if (!order.stock_released_at) await restock(tx, restockableLines(order.items));
    await tx.execute(
      `update "shop_order"
          set "status" = 'cancelled', "cancel_reason" = ?, "cancelled_at" = now(), "reserved_until" = null,
              "stock_released_at" = coalesce("stock_released_at", now()), "updated_at" = now()
        where "id" = ?`,
      [reason, id],
    );
    await orderCancelled(tx, { id, reason });
  });
  return em.fork().findOneOrFail(OrderEntity, { id });
}
