import type { CartItem, CartStore } from '@ata/core/cart';
import { ApiError, api } from '@ata/core/http';
import { useCart } from '@ata/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ProductConflict, readConflicts, reconcileCart } from './conflict.ts';

/** How long the cart trusts what it last heard about its products before asking again. */
export const STOCK_FRESH_MS = 15_000;

export const stockQueryKey = (productIds: readonly string[]) => ['cart-stock', ...productIds];

/** Query defaults for every stock check (registered on this app's query client; tests swap the function). */
export const stockQueryDefaults = {
  queryFn: ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    fetchProductFacts(queryKey.slice(1) as string[], signal),
  staleTime: STOCK_FRESH_MS,
};

/**
 * Today's price and stock of each product (one request each: a cart is short, and every answer is
 * cached by ETag). A product the API no longer knows is `missing`; one that could not be asked is
 * left out (the order's own check still catches it).
 */
export async function fetchProductFacts(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<ProductConflict[]> {
  const answers = await Promise.allSettled(
    productIds.map((id) => api.getJson<unknown>(`/api/products/${encodeURIComponent(id)}`, { signal })),
  );
  return answers.flatMap((answer, index): ProductConflict[] => {
    const productId = productIds[index] as string;
    if (answer.status === 'rejected') {
      const gone = answer.reason instanceof ApiError && answer.reason.status === 404;
      return gone ? [{ productId, missing: true }] : [];
    }
    // A product sold in sizes: the facts of each size (a line is one size).
    const product = answer.value as { name?: unknown; variants?: unknown };
    const sizes = Array.isArray(product.variants) ? (product.variants as Record<string, unknown>[]) : [];
    const items = sizes.length
      ? sizes.map((size) => ({
          productId,
          variantId: size.id,
          name: product.name,
          price: size.price,
          stock: size.stock,
        }))
      : [answer.value];
    return readConflicts({ items }).map((facts) => ({ ...facts, productId }));
  });
}

/**
 * Brings the cart in line with what the shop has now, while `active` (the cart page, the open drawer,
 * the checkout): a quantity above the stock comes down to it, a sold-out or deleted product leaves,
 * a changed price is taken, and every line remembers the stock so its stepper stops there. Returns
 * one plain sentence per change, for the shopper.
 */
export function useStockCheck(active = true): string[] {
  const { items, store } = useCart();
  const productIds = [...new Set(items.map((item) => item.productId))];
  // The query function and freshness come from the client's defaults for 'cart-stock' (stockQueryDefaults).
  const facts = useQuery<ProductConflict[]>({
    queryKey: stockQueryKey(productIds),
    enabled: active && productIds.length > 0,
  });
  const [changes, setChanges] = useState<string[]>([]);

  useEffect(() => {
    if (!active || !facts.data) return;
    const said = applyFacts(store, facts.data);
    if (said.length > 0) setChanges((before) => [...new Set([...before, ...said])]);
  }, [active, facts.data, store]);

  return changes;
}

/** Applies the facts to the cart in one step (one save, one render) and returns what changed. */
function applyFacts(store: CartStore, facts: ProductConflict[]): string[] {
  const current = store.getSnapshot().items;
  const { items, changes } = reconcileCart(current, facts);
  if (items !== current) replaceCartItems(store, items);
  return changes;
}

/** Uses the store's one-step replace when it has one (ours does), else the plain interface. */
export function replaceCartItems(store: CartStore, items: CartItem[]) {
  const replace = (store as Partial<{ replaceItems: (items: CartItem[]) => void }>).replaceItems;
  if (replace) return replace(items);
  store.clear();
  for (const { quantity, ...item } of items) store.add(item, quantity);
}
