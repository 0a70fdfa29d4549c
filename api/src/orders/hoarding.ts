import { hoardAllowance, type OrderLimits } from '@ata/core/order';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Who placed an order, as the stock-hoarding limit counts them: the client address and the phone. */
export interface OrderSource {
  clientAddress: string | null;
  phoneKey: string | null;
}

/** The last 10 digits of a phone number, so that +234 803 555 0142 and 0803 555 0142 are one shopper. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/**
 * Whether a burst is taking too much: this order's line, added to what earlier orders from the same
 * address or phone still hold of the size within the window, is more than the owner's share of the
 * stock there was before them. A first order is no burst (the line and value limits bound it alone).
 * Runs inside the order's transaction right after its stock UPDATE: that row lock serialises orders for
 * the size, and each statement sees the orders committed before, so a concurrent burst is counted whole.
 */
export async function exceedsHoardLimit(
  tx: EntityManager,
  line: { orderId: string; variantId: string; quantity: number; stockAfter: number },
  source: OrderSource,
  limits: OrderLimits,
): Promise<boolean> {
  if (!source.clientAddress && !source.phoneKey) return false;
  const [row] = await tx.execute<{ held: string }[]>(
    `select coalesce(sum((item->>'quantity')::int), 0) as "held"
       from "shop_order" o, jsonb_array_elements(o."items") item
      where (o."client_address" = ? or o."phone_key" = ?)
        and o."created_at" > now() - make_interval(mins => ?)
        and o."stock_released_at" is null and o."id" <> ?
        and item->>'variantId' = ?`,
    [source.clientAddress, source.phoneKey, limits.hoardWindowMinutes, line.orderId, line.variantId],
  );
  const earlier = Number(row?.held ?? 0);
  if (earlier === 0) return false;
  const held = earlier + line.quantity;
  return held > hoardAllowance(line.stockAfter + held, limits.hoardShare);
}
