import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/** A site that sends shoppers (embeds, cart links with `ref=<code>`), credited with the orders it brings. */
export const PartnerEntity = defineEntity({
  name: 'Partner',
  tableName: 'partner',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100),
    code: p.string().length(40).unique(),
    contact: p.string().length(200).default(''),
    commissionPercent: p.decimal('number').precision(5).scale(2).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type PartnerRow = InferEntity<typeof PartnerEntity>;
