import { CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { microFrontendNames, shellApplications } from '@ata/core/routes';
import { readServerState } from '@ata/ui/server-state.ts';
import type { DehydratedState } from '@tanstack/react-query';

const isCartKey = (key: readonly unknown[]) => key.length === 1 && key[0] === CART_QUERY_KEY[0];

/**
 * The cart this page was rendered with: the header's server state holds it on every page (query key
 * ['cart']), the cart page's own too. The store starts from it, so the badge and the cart page hydrate
 * with the lines the server drew.
 */
export function initialServerCart(): ServerCart | undefined {
  for (const name of [shellApplications.header, ...microFrontendNames]) {
    const query = readServerState<DehydratedState>(name)?.queries?.find((q) => isCartKey(q.queryKey));
    const cart = query?.state.data as ServerCart | undefined;
    if (cart && Array.isArray(cart.items)) return cart;
  }
  return undefined;
}

const none: string[] = [];
let changes: string[] | undefined;

/** What the shop changed in the cart since the shopper last saw it (stock dropped, sold out), as the page's read said. */
export function pageCartChanges(): string[] {
  if (typeof document === 'undefined') return none;
  changes ??= initialServerCart()?.notice?.changes ?? none;
  return changes;
}
