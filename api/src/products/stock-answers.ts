import { stockStatus } from '@ata/core/product';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductEntity } from '../db/entities/index.ts';
import { type CacheTag, productTag, type ResponseCache } from '../http/response-cache.ts';

/** Stock of one product moved by `delta` units: negative when an order took it, positive when it came back. */
export interface StockMove {
  productId: string;
  delta: number;
}

/** The moves of order lines' stock: `-1` when an order takes them, `1` when they come back. */
export const linesMoved = (
  lines: readonly { productId?: string | null; quantity: number }[],
  direction: 1 | -1,
): StockMove[] =>
  lines.flatMap(({ productId, quantity }) => (productId ? [{ productId, delta: direction * quantity }] : []));

/**
 * After stock moved (an order, a released reservation): marks stale only the cached answers that show it,
 * so that one order does not empty the page cache. Each product's own page and record show its exact stock;
 * lists show a badge ("Only 3 left", "Out of stock"), so they are refreshed only when a badge changed.
 * Stale answers are served while one request refreshes them.
 */
export async function markStockMoved(
  em: EntityManager,
  cache: ResponseCache,
  moves: StockMove[],
): Promise<void> {
  if (moves.length === 0) return;
  try {
    const products = await em
      .fork()
      .find(
        ProductEntity,
        { id: { $in: moves.map((move) => move.productId) } },
        { fields: ['slug', 'stock'] },
      );
    const tags: CacheTag[] = products.map((product) => productTag(product.slug));
    const badgeChanged = products.some((product) => {
      const delta = moves.find((move) => move.productId === product.id)?.delta ?? 0;
      return stockStatus(product.stock - delta).label !== stockStatus(product.stock).label;
    });
    if (badgeChanged) tags.push('stock-badges');
    cache.markStale(...tags);
  } catch {
    // Could not tell what changed (the database went away): everything with products is refreshed.
    cache.markStale('products');
  }
}
