import { type OrderStatus, orderStatuses, type TimelineStep } from '@ata/core/order';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type OrderRow, OrderStatusChangeEntity } from '../db/entities/index.ts';

const isStatus = (status: string): status is OrderStatus =>
  (orderStatuses as readonly string[]).includes(status);

/**
 * The steps of an order's life the shopper sees, oldest first: the status history written with each change
 * (`order_status_change`). An order placed before the history existed has none; its steps are derived from
 * its own dates (placed, paid, cancelled, and its current status as of its last change).
 */
export async function orderTimeline(em: EntityManager, order: OrderRow): Promise<TimelineStep[]> {
  const history = await em.find(
    OrderStatusChangeEntity,
    { orderId: order.id },
    { orderBy: { at: 'asc', id: 'asc' } },
  );
  const recorded = history.filter((row) => isStatus(row.status));
  if (recorded.length > 0)
    return recorded.map((row) => ({ status: row.status as OrderStatus, at: row.at.toISOString() }));
  return derivedTimeline(order);
}

function derivedTimeline(order: OrderRow): TimelineStep[] {
  const steps: { status: OrderStatus; at: Date }[] = [{ status: 'pending', at: order.createdAt }];
  if (order.paidAt) steps.push({ status: 'paid', at: order.paidAt });
  const status = order.status as OrderStatus;
  if (status === 'cancelled') steps.push({ status, at: order.cancelledAt ?? order.updatedAt });
  else if (!steps.some((step) => step.status === status)) steps.push({ status, at: order.updatedAt });
  return steps
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ status: step.status, at: step.at.toISOString() }));
}
