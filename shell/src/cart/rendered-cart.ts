import { CART_QUERY_KEY, type CartItem, type ServerCart } from '@ata/core/cart';
import { shellApplications } from '@ata/core/routes';
import { readServerState } from '@ata/ui/server-state.ts';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** The application whose server state carries the cart the page was rendered with (query key ['cart']). */
export const CART_STATE = shellApplications.header;

const none: CartItem[] = [];

/** The cart lines a server render shows (shell/src/server.tsx provides them per render). */
export const RenderedCart = createContext<CartItem[] | undefined>(undefined);

/** The cart of a dehydrated query cache (query key ['cart']), if it holds one. */
export function cartOfState(state: DehydratedState | undefined): ServerCart | undefined {
  const query = state?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(CART_QUERY_KEY));
  return query?.state.data as ServerCart | undefined;
}

let fromPage: CartItem[] | undefined;

/** In the browser, the lines the page was rendered with: the badge and the cart hydrate with them. */
export function initialCartItems(): CartItem[] {
  fromPage ??= cartOfState(readServerState<DehydratedState>(CART_STATE))?.items ?? none;
  return fromPage;
}

/** The cart lines this page was rendered with: on the server the render's, in the browser the page's. */
export function useRenderedCartItems(): CartItem[] {
  return useContext(RenderedCart) ?? initialCartItems();
}
