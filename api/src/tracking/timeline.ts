import type { OrderStatus, TimelineStep } from '@ata/core/order';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderRow } from '../db/entities/index.ts';

/**
 * The steps of an order's life the shopper sees, oldest first. The one place the tracking page reads
 * them: until the status history (table `order_status_change`, written with each change) is here, they
 * are derived from the order's own dates — placed, paid, cancelled, and its current status as of its
 * last change. `em` is for the history read that replaces this.
 */
export async function orderTimeline(_em: EntityManager, order: OrderRow): Promise<TimelineStep[]> {
  const steps: { status: OrderStatus; at: Date }[] = [{ status: 'pending', at: order.createdAt }];
  if (order.paidAt) steps.push({ status: 'paid', at: order.paidAt });
  const status = order.status as OrderStatus;
  if (status === 'cancelled') steps.push({ status, at: order.cancelledAt ?? order.updatedAt });
  else if (!steps.some((step) => step.status === status)) steps.push({ status, at: order.updatedAt });
  return steps
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ status: step.status, at: step.at.toISOString() }));
}
