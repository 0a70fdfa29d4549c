import { type PaymentResult, parsePaymentReference } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity } from '../db/entities/index.ts';
import { notFound } from '../errors.ts';
import type { Payments } from './payments.ts';
import { providerFailure } from './provider-calls.ts';
import { settleCharge } from './settle.ts';

/** The return page asks: verify with the provider (the truth is theirs), apply, and report. */
export async function confirmPayment(
  em: EntityManager,
  payments: Payments,
  reference: string,
): Promise<PaymentResult> {
  const bound = parsePaymentReference(reference);
  if (!bound) throw notFound('Payment not found');
  // Switched off, no payment can be verified: a 404 that says why.
  const provider = payments.provider;
  if (!provider) throw notFound(messages.onlinePaymentOff);
  const known = await em.findOne(OrderEntity, { id: bound.orderId });
  if (!known || bound.attempt > known.paymentAttempts) throw notFound('Payment not found');
  const charge = await provider.verify(reference).catch(providerFailure);
  // Polls of an unfinished payment change nothing and are not worth a row each.
  if (charge.status === 'success' || charge.status === 'failed')
    await settleCharge(em, {
      source: 'verify',
      event: `verify:${charge.status}`,
      charge,
      payload: charge.received,
    });
  const order = await em.findOneOrFail(OrderEntity, { id: bound.orderId }, { refresh: true });
  return {
    orderId: order.id,
    reference,
    paymentStatus: order.paymentStatus as PaymentResult['paymentStatus'],
    transactionStatus: charge.status,
    amountKobo: order.amountDueKobo ?? charge.amountKobo,
    expired: order.stockReleasedAt !== null && order.stockReleasedAt !== undefined,
  };
}
