import { paymentReference, type StartedPayment } from '@ata/core/payment';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../errors.ts';
import { amountDue, lockOrderOrFail, refuseClosedOrder } from '../orders/locked-order.ts';
import type { Payments } from './payments.ts';
import { providerFailure, requireProvider } from './provider-calls.ts';

/** A shopper may retry a declined payment; past this, something is wrong. */
const MAX_ATTEMPTS = 20;
const MINUTE_MS = 60_000;

/**
 * Starts (or retries) paying an order online: a new transaction for exactly the order's server-computed
 * amount in kobo, with a reference bound to the order (`ata-<id>-<attempt>`).
 */
export async function startPayment(
  em: EntityManager,
  payments: Payments,
  orderId: string,
  callbackUrl: string,
): Promise<StartedPayment> {
  const provider = requireProvider(payments);
  const started = await em.transactional(async (tx) => {
    const order = await lockOrderOrFail(tx, orderId);
    if (order.paymentMethod !== 'paystack') throw conflict('This order is not paid online');
    if (order.paymentStatus === 'paid') throw conflict('This order is already paid');
    if (order.paymentStatus === 'refunded') throw conflict('This order was refunded');
    refuseClosedOrder(order);
    if (order.paymentAttempts >= MAX_ATTEMPTS) throw conflict('Too many payment attempts for this order');
    order.paymentAttempts += 1;
    order.paymentReference = paymentReference(order.id, order.paymentAttempts);
    order.amountDueKobo = amountDue(order);
    // A retry keeps the stock for one more reservation period from now, never less than before.
    const held = Date.now() + payments.reservationMinutes * MINUTE_MS;
    order.reservedUntil = new Date(Math.max(order.reservedUntil?.getTime() ?? 0, held));
    return { reference: order.paymentReference, amount: order.amountDueKobo, email: order.customerEmail };
  });
  const initialized = await provider
    .initialize({
      email: started.email,
      amountKobo: started.amount,
      reference: started.reference,
      callbackUrl,
      orderId,
    })
    .catch(providerFailure);
  return {
    reference: initialized.reference,
    authorizationUrl: initialized.authorizationUrl,
    amountKobo: started.amount,
  };
}
