import type { EntityManager } from '@mikro-orm/postgresql';

export interface RestockLine {
  productId: string;
  /** The size; absent for lines of orders from before sizes (their product's default size). */
  variantId?: string;
  quantity: number;
}

const keyOf = (line: { productId: string; variantId?: string }) => line.variantId ?? line.productId;

/**
 * Lines of an order's stored items, merged by size (lines of deleted products have no id and are skipped).
 */
export function restockableLines(
  items: readonly { productId?: string; variantId?: string; quantity: number }[],
): RestockLine[] {
  const merged = new Map<string, RestockLine>();
  for (const item of items) {
    if (!item.productId) continue;
    const line = { productId: item.productId, ...(item.variantId && { variantId: item.variantId }) };
    const same = merged.get(keyOf(line));
    if (same) same.quantity += item.quantity;
    else merged.set(keyOf(line), { ...line, quantity: item.quantity });
  }
  return [...merged.values()];
}

/**
 * Puts units back on sale, inside the caller's transaction (which holds the order's row lock and marks
 * `stock_released_at`, so this runs once per order). By product then size, like placing an order, so that
 * the two never deadlock; a size or product deleted since matches no row. A line without a size goes back
 * to its product's default size.
 */
export async function restock(tx: EntityManager, lines: readonly RestockLine[]): Promise<void> {
  const sorted = lines
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.productId.localeCompare(b.productId) || keyOf(a).localeCompare(keyOf(b)));
  for (const line of sorted)
    await tx.execute(
      line.variantId
        ? `update "product_variant" set "stock" = "stock" + ? where "id" = ? and "product_id" = ?`
        : `update "product_variant" set "stock" = "stock" + ?
            where "id" = (select v."id" from "product_variant" v where v."product_id" = ?
                           order by v."position", v."id" limit 1)`,
      line.variantId ? [line.quantity, line.variantId, line.productId] : [line.quantity, line.productId],
    );
}
