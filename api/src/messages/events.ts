import type { OrderTemplate } from '@ata/core/message';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatusChangeEntity } from '../db/entities/index.ts';
import { addJob, TASKS } from './queue.ts';

/**
 * Called inside the transaction that changes an order: the job that writes and sends its messages is
 * enqueued there (one job for all its messages), so it exists exactly when the change commits. Which messages (channels, recipients) is
 * decided by the worker (messages/plan.ts) from the settings and the order as they are then.
 */
export const orderEvent = (tx: EntityManager, orderId: string, ...templates: OrderTemplate[]) =>
  addJob(tx, TASKS.orderEvent, { orderId, templates });

/** The order's timeline (the tracking page's), in the same transaction as the change. */
export function recordStatus(
  tx: EntityManager,
  orderId: string,
  status: string,
  note: string | null = null,
  at: Date = new Date(),
) {
  tx.create(OrderStatusChangeEntity, { orderId, status, note, at });
}

/** What a status the owner sets tells the shopper (`pending` tells nothing). */
export const statusTemplate = (status: string): OrderTemplate | null =>
  (
    ({
      confirmed: 'order-status-processing',
      shipped: 'order-shipped',
      delivered: 'order-delivered',
      paid: 'payment-receipt',
    }) as Record<string, OrderTemplate>
  )[status] ?? null;
