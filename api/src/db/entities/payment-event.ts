import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './timestamps.ts';

/**
 * Every payment event the shop received (signed webhooks) or fetched (verifications), as received, with
 * what the shop did with it, so the owner can audit any order's payment.
 */
export const PaymentEventEntity = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  properties: {
    id: uuidPrimaryKey(),
    reference: p.string().length(100).index(),
    /** The order the reference is bound to, when it is one of ours. */
    orderId: p.uuid().nullable().index(),
    /** `webhook` or `verify`. */
    source: p.string().length(20),
    /** Paystack's event name (`charge.success` …) or, for a verification, `verify:<status>`. */
    event: p.string().length(100),
    amountKobo: p.bigint('number').nullable(),
    currency: p.string().length(3).nullable(),
    payload: p.json<unknown>().columnType('jsonb'),
    receivedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .index(),
    /** applied | duplicate | flagged | ignored | failed */
    outcome: p.string().length(20),
    /** Why it was flagged or ignored. */
    note: p.text().nullable(),
  },
});
export type PaymentEventRow = InferEntity<typeof PaymentEventEntity>;
