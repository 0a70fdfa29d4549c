import type { EntityManager } from '@mikro-orm/postgresql';

export interface RestockLine {
  productId: string;
  quantity: number;
}

/** Lines of an order's stored items, merged by product (lines of deleted products have no id and are skipped). */
export function restockableLines(items: readonly { productId?: string; quantity: number }[]): RestockLine[] {
  const merged = new Map<string, number>();
  for (const item of items)
    if (item.productId) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Puts units back on sale, inside the caller's transaction (which holds the order's row lock and marks
 * `stock_released_at`, so this runs once per order). In id order, like placing an order, so that the two
 * never deadlock; a product deleted since matches no row.
 */
export async function restock(tx: EntityManager, lines: readonly RestockLine[]): Promise<void> {
  const sorted = lines
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of sorted)
    await tx.execute(`update "product" set "stock" = "stock" + ?, "updated_at" = now() where "id" = ?`, [
      line.quantity,
      line.productId,
    ]);
}
