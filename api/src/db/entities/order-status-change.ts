import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './timestamps.ts';

/** An order's timeline: one row per status it reached, written in the transaction that changed it. */
export const OrderStatusChangeEntity = defineEntity({
  name: 'OrderStatusChange',
  tableName: 'order_status_change',
  properties: {
    id: uuidPrimaryKey(),
    orderId: p.uuid().index(),
    status: p.string().length(20),
    /** The shipping note, the cancel reason… */
    note: p.text().nullable(),
    at: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type OrderStatusChangeRow = InferEntity<typeof OrderStatusChangeEntity>;
