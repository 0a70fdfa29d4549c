import type { DiscountKind } from '@ata/core/pricing';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/**
 * A discount code (upper-case, unique) or an automatic offer (no code). `uses` counts redemptions and is
 * raised by a conditional UPDATE, so concurrent checkouts cannot pass `maxUses`.
 */
export const DiscountEntity = defineEntity({
  name: 'Discount',
  tableName: 'discount',
  properties: {
    id: uuidPrimaryKey(),
    code: p.string().length(40).nullable().unique(),
    label: p.string().length(80),
    kind: p.string().length(20).$type<DiscountKind>(),
    percent: p.smallint().nullable(),
    amountKobo: p.integer().nullable(),
    minSubtotalKobo: p.integer().nullable(),
    startsAt: p.datetime().columnType('timestamptz').nullable(),
    endsAt: p.datetime().columnType('timestamptz').nullable(),
    productIds: p.array().$type<string[]>(),
    categoryIds: p.array().$type<string[]>(),
    zoneIds: p.array().$type<string[]>(),
    firstOrderOnly: p.boolean().default(false),
    maxUses: p.integer().nullable(),
    maxUsesPerPhone: p.integer().nullable(),
    uses: p.integer().default(0),
    active: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type DiscountRow = InferEntity<typeof DiscountEntity>;

/** One order's use of a discount, with the phone it counts against and what it took off. */
export const DiscountRedemptionEntity = defineEntity({
  name: 'DiscountRedemption',
  tableName: 'discount_redemption',
  indexes: [{ name: 'discount_redemption_discount_id_index', properties: ['discount', 'phone'] }],
  properties: {
    id: uuidPrimaryKey(),
    discount: () => p.manyToOne(DiscountEntity).deleteRule('cascade'),
    orderId: p.uuid().index(),
    phone: p.string().length(20),
    amountKobo: p.integer(),
    createdAt: createdAt(),
  },
});
export type DiscountRedemptionRow = InferEntity<typeof DiscountRedemptionEntity>;
