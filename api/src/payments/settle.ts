import { parsePaymentReference } from '@ata/core/payment';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity, type OrderRow } from '../db/entities/index.ts';
import { orderEvent, recordStatus } from '../messages/events.ts';
import { amountDue, lockOrder } from '../orders/locked-order.ts';
import { type EventSource, type Outcome, recordEvent } from './events.ts';
import { type Charge, CURRENCY } from './provider.ts';

export interface SettledCharge {
  source: EventSource;
  event: string;
  charge: Charge;
  /** Stored as received: the webhook's whole body, or the verified transaction. */
  payload: unknown;
}

/**
 * Decides and records one settled charge under the order's row lock, so that webhooks, their retries and
 * duplicates, and the return page's verification agree and an order is marked paid exactly once, whatever
 * their order or concurrency.
 */
export async function settleCharge(em: EntityManager, settled: SettledCharge): Promise<Outcome> {
  const { charge } = settled;
  const bound = parsePaymentReference(charge.reference);
  const record = (tx: EntityManager, orderId: string | null, outcome: Outcome, note: string | null) =>
    recordEvent(tx, {
      reference: charge.reference,
      orderId,
      source: settled.source,
      event: settled.event,
      amount: { kobo: charge.amountKobo, currency: charge.currency },
      payload: settled.payload,
      outcome,
      note,
    }).then(() => outcome);

  // Paid is final: a repeat delivery for a paid order is recorded without queueing for the row lock.
  if (bound && charge.status === 'success') {
    const current = await em.findOne(OrderEntity, { id: bound.orderId }, { refresh: true });
    if (current?.paymentStatus === 'paid') return record(em, bound.orderId, 'duplicate', null);
  }
  return em.transactional(async (tx) => {
    const order = bound ? await lockOrder(tx, bound.orderId) : null;
    if (!order || !bound || bound.attempt > order.paymentAttempts)
      return record(tx, order?.id ?? null, 'ignored', 'Unknown reference');
    const decision = decide(order, charge);
    if (decision.flag) order.paymentFlag = decision.flag;
    if (decision.outcome === 'applied' && order.paymentStatus === 'paid') {
      // Paid online: now the owner is alerted and the shopper gets the confirmation (with the payment).
      recordStatus(tx, order.id, order.status);
      await orderEvent(tx, order.id, 'order-placed-owner', 'order-confirmation');
    }
    return record(tx, order.id, decision.outcome, decision.flag ?? decision.note);
  });
}

type Decision = { outcome: Outcome; note: string | null; flag?: string };

/** What a charge does to the locked order; changes the entity, flushed when the transaction commits. */
function decide(order: OrderRow, charge: Charge): Decision {
  if (charge.status !== 'success') {
    if (order.paymentStatus !== 'unpaid' || charge.reference !== order.paymentReference)
      return { outcome: 'ignored', note: `Transaction ${charge.status}` };
    order.paymentStatus = 'failed';
    return { outcome: 'applied', note: `Transaction ${charge.status}` };
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    return { outcome: 'duplicate', note: null };
  const flagged = unpayable(order, charge);
  if (flagged) return { outcome: 'flagged', note: null, flag: flagged };
  order.paymentStatus = 'paid';
  order.paidAmountKobo = charge.amountKobo;
  order.paidAt = paidAt(charge.paidAt);
  order.paymentReference = charge.reference;
  order.reservedUntil = null;
  if (order.status === 'pending' || order.status === 'confirmed') order.status = 'paid';
  return { outcome: 'applied', note: null };
}

/** Why a successful charge cannot mark the order paid (the owner must look), or undefined. */
function unpayable(order: OrderRow, charge: Charge): string | undefined {
  const due = amountDue(order);
  if (charge.currency !== CURRENCY || charge.amountKobo !== due)
    return `Paystack reported ${charge.amountKobo} kobo in ${charge.currency} for ${charge.reference}; the order is ${due} kobo in ${CURRENCY}. Not marked paid.`;
  // A cancelled order's stock went back too: say which of the two happened.
  if (order.status === 'cancelled')
    return `Paid ${charge.amountKobo} kobo (${charge.reference}) for an order that was cancelled. Refund it or fulfil the order by hand.`;
  if (order.stockReleasedAt)
    return `Paid ${charge.amountKobo} kobo (${charge.reference}) after the reservation expired and the stock was released. Refund it or fulfil the order by hand.`;
  return undefined;
}

/** The provider's payment time, or now when it gives none we can read. */
function paidAt(reported: string | null): Date {
  const date = reported ? new Date(reported) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}
