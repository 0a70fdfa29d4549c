import { optionalKoboToNaira } from '@ata/core/money';
import type { DiscountJson, DiscountRule } from '@ata/core/pricing';
import type { DiscountRow } from '../db/entities/index.ts';

/** A discount as the owner edits it: amounts in naira. */
export function discountJson(row: DiscountRow): DiscountJson {
  return {
    id: row.id,
    code: row.code ?? null,
    label: row.label,
    kind: row.kind,
    percent: row.percent ?? null,
    amount: optionalKoboToNaira(row.amountKobo),
    minSubtotal: optionalKoboToNaira(row.minSubtotalKobo),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    zoneIds: row.zoneIds,
    firstOrderOnly: row.firstOrderOnly,
    maxUses: row.maxUses ?? null,
    maxUsesPerPhone: row.maxUsesPerPhone ?? null,
    uses: row.uses,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the price pipeline reads (kobo, epoch milliseconds). */
export function discountRule(row: DiscountRow): DiscountRule {
  return {
    id: row.id,
    code: row.code ?? null,
    label: row.label,
    kind: row.kind,
    percent: row.percent ?? null,
    amountKobo: row.amountKobo ?? null,
    minSubtotalKobo: row.minSubtotalKobo ?? null,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    zoneIds: row.zoneIds,
    firstOrderOnly: row.firstOrderOnly,
  };
}
