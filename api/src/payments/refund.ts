import type { RefundedPayment, RefundRequest } from '@ata/core/payment';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderRow } from '../db/entities/index.ts';
import { conflict } from '../errors.ts';
import { orderEvent, recordStatus } from '../messages/events.ts';
import { lockOrderOrFail } from '../orders/locked-order.ts';
import { chosenRestock } from '../orders/refund-restock.ts';
import { restock } from '../orders/restock.ts';
import { appliedRefund, recordEvent } from './events.ts';
import type { Payments } from './payments.ts';
import { ProviderError } from './provider.ts';
import { providerFailure, requireProvider } from './provider-calls.ts';

/**
 * The owner refunds a paid online order in full. Under the order's row lock, so however often (or
 * concurrently) it is asked, the provider is asked once; a repeat answers with the refund already made.
 */
export async function refundOrder(
  em: EntityManager,
  payments: Payments,
  orderId: string,
  request: RefundRequest = { restock: [] },
): Promise<RefundedPayment> {
  return em.transactional(async (tx) => {
    const order = await lockOrderOrFail(tx, orderId);
    const toRestock = chosenRestock(order.items, request.restock);
    const reference = order.paymentReference;
    if (order.paymentStatus === 'refunded' && reference) return refundedBefore(tx, order, reference);
    const paid = order.paidAmountKobo;
    if (order.paymentMethod !== 'paystack' || order.paymentStatus !== 'paid' || !reference || paid == null)
      throw conflict('Only an order paid online can be refunded');
    const refund = await requireProvider(payments)
      .refund({ reference, amountKobo: paid, note: `Refund of order ${order.id}` })
      .catch((error: unknown) => {
        // The provider refusing (already reversed, not refundable) is a conflict the owner can read.
        if (error instanceof ProviderError && error.status === 400)
          throw conflict(`Paystack refused the refund: ${error.message}`);
        return providerFailure(error);
      });
    // The stock goes back once: not if it already did (the reservation expired before the payment).
    const restocked = order.stockReleasedAt ? [] : toRestock;
    await restock(tx, restocked);
    order.paymentStatus = 'refunded';
    order.status = 'refunded';
    order.restockedItems = restocked;
    order.stockReleasedAt ??= new Date();
    recordStatus(tx, order.id, 'refunded');
    await orderEvent(tx, order.id, 'order-refunded');
    await recordEvent(tx, {
      reference,
      orderId: order.id,
      source: 'admin',
      event: 'refund',
      amount: { kobo: refund.amountKobo, currency: refund.currency },
      payload: refund.received,
      outcome: 'applied',
      note: `Refund ${refund.status} at Paystack`,
    });
    return {
      orderId: order.id,
      reference,
      paymentStatus: 'refunded',
      refundedKobo: refund.amountKobo,
      refundStatus: refund.status,
      alreadyRefunded: false,
      restocked,
    };
  });
}

/** A repeat: recorded, and answered with the refund made before; the provider is not asked again. */
async function refundedBefore(
  tx: EntityManager,
  order: OrderRow,
  reference: string,
): Promise<RefundedPayment> {
  const previous = await appliedRefund(tx, order.id);
  await recordEvent(tx, {
    reference,
    orderId: order.id,
    source: 'admin',
    event: 'refund',
    amount: null,
    payload: null,
    outcome: 'duplicate',
    note: 'Already refunded: Paystack was not asked again',
  });
  const status = (previous?.payload as { status?: unknown } | null)?.status;
  return {
    orderId: order.id,
    reference,
    paymentStatus: 'refunded',
    refundedKobo: previous?.amountKobo ?? order.paidAmountKobo ?? 0,
    refundStatus: typeof status === 'string' ? status : 'pending',
    alreadyRefunded: true,
    restocked: [],
  };
}
