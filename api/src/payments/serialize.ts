import type { PaymentEvent } from '@ata/core/payment';
import type { PaymentEventRow } from '../db/entities/index.ts';

export const paymentEventJson = (row: PaymentEventRow): PaymentEvent => ({
  id: row.id,
  reference: row.reference,
  source: row.source as PaymentEvent['source'],
  event: row.event,
  amountKobo: row.amountKobo ?? null,
  currency: row.currency ?? null,
  outcome: row.outcome as PaymentEvent['outcome'],
  note: row.note ?? null,
  receivedAt: row.receivedAt.toISOString(),
  payload: row.payload,
});
