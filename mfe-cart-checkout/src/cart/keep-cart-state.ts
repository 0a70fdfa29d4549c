import { CART_DESTINATION_PATH, CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { api } from '@ata/core/http';
import type { QueryClient } from '@tanstack/react-query';

/** This page's copy of the server cart delivers to `state`: the cart page and the checkout start from it. */
export function showCartState(client: QueryClient, state: string): void {
  client.setQueryData<ServerCart>(CART_QUERY_KEY, (cart) =>
    cart ? { ...cart, state: (state || undefined) as ServerCart['state'] } : cart,
  );
}

/**
 * Keeps `state` (empty forgets it) on the server cart; offline, the other page asks for the state again.
 * Kept alive like every cart write: a page reloaded or left right after the choice still keeps it.
 */
export function sendCartState(state: string): void {
  api.request('PUT', CART_DESTINATION_PATH, { state }, undefined, { keepalive: true }).catch(() => {});
}

/**
 * Keeps the state the cart delivers to in this page and on the server cart, so the cart page and the checkout
 * both start from the state chosen last on either.
 */
export function keepCartState(client: QueryClient, state: string): void {
  showCartState(client, state);
  sendCartState(state);
}
