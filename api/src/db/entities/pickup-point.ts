import type { StateCode } from '@ata/core/pricing';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/** Where a shopper may collect her order instead of paying for delivery. */
export const PickupPointEntity = defineEntity({
  name: 'PickupPoint',
  tableName: 'pickup_point',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100),
    address: p.string().length(300),
    state: p.string().length(2).$type<StateCode>(),
    hours: p.string().length(120),
    feeKobo: p.integer().default(0),
    active: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type PickupPointRow = InferEntity<typeof PickupPointEntity>;
