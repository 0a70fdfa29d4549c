import type { DiscountRefusal } from '@ata/core/pricing';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscountRedemptionEntity } from '../db/entities/index.ts';

export interface Redemption {
  discountId: string;
  orderId: string;
  /** E.164, as orders store it. */
  phone: string;
  amountKobo: number;
}

/**
 * Counts one use of a discount inside the order's transaction, or says why it cannot be used. The
 * conditional UPDATE both refuses a used-up code and locks the discount's row until the order commits, so
 * concurrent checkouts on one code take turns: "10 uses left" lets exactly 10 through, and the per-phone
 * count read after it cannot be raced either. The caller rolls back its order on a refusal.
 */
export async function redeemDiscount(
  tx: EntityManager,
  redemption: Redemption,
): Promise<DiscountRefusal | null> {
  const raised = await tx.execute<{ maxUsesPerPhone: number | null }[]>(
    `update "discount" set "uses" = "uses" + 1, "updated_at" = now()
      where "id" = ? and "active" and ("max_uses" is null or "uses" < "max_uses")
      returning "max_uses_per_phone" as "maxUsesPerPhone"`,
    [redemption.discountId],
  );
  const limits = raised[0];
  if (!limits) return 'used-up';
  if (limits.maxUsesPerPhone !== null) {
    const used = await tx.count(DiscountRedemptionEntity, {
      discount: redemption.discountId,
      phone: redemption.phone,
    });
    if (used >= limits.maxUsesPerPhone) return 'used-up';
  }
  tx.create(DiscountRedemptionEntity, {
    discount: redemption.discountId,
    orderId: redemption.orderId,
    phone: redemption.phone,
    amountKobo: redemption.amountKobo,
  });
  await tx.flush();
  return null;
}
