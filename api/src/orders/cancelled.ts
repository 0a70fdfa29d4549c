import type { EntityManager } from '@mikro-orm/postgresql';
import { orderEvent, recordStatus } from '../messages/events.ts';

/**
 * The one place an order becomes cancelled, inside the cancelling transaction (after the stock went
 * back): the timeline gets the step and the shopper's message is enqueued in `tx`, so it is sent only if
 * the cancel commits.
 */
export async function orderCancelled(
  tx: EntityManager,
  order: { id: string; reason: string },
): Promise<void> {
  recordStatus(tx, order.id, 'cancelled', order.reason);
  await orderEvent(tx, order.id, 'order-cancelled');
}
