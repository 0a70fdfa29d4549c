import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../errors.ts';
import { orderEvent } from '../messages/events.ts';
import { loadOrderLimits, refuseUnpaidSwitch } from '../orders/limits.ts';
import { amountDue, lockOrderOrFail, refuseClosedOrder } from '../orders/locked-order.ts';

/** The shopper gives up paying online: the order stays, to be paid on delivery, and keeps its stock. */
export async function switchToPayOnDelivery(em: EntityManager, orderId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await lockOrderOrFail(tx, orderId);
    if (order.paymentStatus === 'paid') throw conflict('This order is already paid');
    refuseClosedOrder(order);
    // Paid on delivery it stays unpaid for days: the owner's cap on such orders applies here too.
    refuseUnpaidSwitch(amountDue(order), await loadOrderLimits(tx));
    const wasOnline = order.paymentMethod === 'paystack';
    order.paymentMethod = 'whatsapp';
    order.reservedUntil = null;
    // An online order nobody heard of yet becomes a pay-on-delivery order: the owner and the shopper hear now.
    if (wasOnline) {
      await orderEvent(tx, order.id, 'order-placed-owner', 'order-confirmation');
    }
  });
}
