import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentEventEntity, type PaymentEventRow } from '../db/entities/index.ts';

export type Outcome = 'applied' | 'duplicate' | 'flagged' | 'ignored';
export type EventSource = 'webhook' | 'verify' | 'admin';

export interface EventRecord {
  reference: string;
  orderId: string | null;
  source: EventSource;
  event: string;
  amount: { kobo: number; currency: string } | null;
  payload: unknown;
  outcome: Outcome;
  note: string | null;
}

/** Stores one event as a plain insert (this runs for every webhook delivery), in `em`'s transaction if any. */
export async function recordEvent(em: EntityManager, record: EventRecord): Promise<void> {
  await em.insert(PaymentEventEntity, {
    id: crypto.randomUUID(),
    reference: record.reference,
    orderId: record.orderId,
    source: record.source,
    event: record.event.slice(0, 100),
    amountKobo: record.amount?.kobo ?? null,
    currency: record.amount?.currency.slice(0, 3) ?? null,
    // A missing payload is stored as JSON null (the column is not null, and an absent value is not SQL NULL).
    payload: record.payload ?? raw(`'null'::jsonb`),
    receivedAt: new Date(),
    outcome: record.outcome,
    note: record.note,
  });
}

export const AUDIT_LIMIT = 200;

/** One order's events, newest first. */
export const eventsOfOrder = (em: EntityManager, orderId: string): Promise<PaymentEventRow[]> =>
  em.find(PaymentEventEntity, { orderId }, { orderBy: { receivedAt: 'desc' }, limit: AUDIT_LIMIT });

/** The refund that was applied to the order, the latest if several. */
export const appliedRefund = (em: EntityManager, orderId: string): Promise<PaymentEventRow | null> =>
  em.findOne(
    PaymentEventEntity,
    { orderId, source: 'admin', outcome: 'applied' },
    { orderBy: { receivedAt: 'desc' } },
  );
