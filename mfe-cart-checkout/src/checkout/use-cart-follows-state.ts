import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { sendCartState, showCartState } from '../cart/keep-cart-state.ts';

/** How long the state must stay chosen before the server cart keeps it: typing letters in the select jumps through several. */
export const CART_STATE_DELAY_MS = 500;

/**
 * The state chosen at the checkout becomes the cart's, so going back to the cart shows that state's fee: at once
 * in this page's copy of the cart (the cart page reads it as it opens, before this page's effects are undone),
 * on the server cart (`PUT /api/cart/destination`) once the choice settles or the checkout closes. `cartState` is
 * what the cart already keeps: nothing is sent for it, nor for "Choose your state" (the cart keeps the last
 * state she chose).
 */
export function useCartFollowsState(state: string, cartState: string) {
  const client = useQueryClient();
  const kept = useRef(cartState);
  const pending = useRef<string | null>(null);
  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next === null || next === kept.current) return;
    kept.current = next;
    sendCartState(next);
  }, []);
  useEffect(() => {
    if (state) {
      showCartState(client, state);
      pending.current = state;
    }
    const timer = setTimeout(flush, CART_STATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, client, flush]);
  // Leaving the checkout before the choice settled (its link back to the cart): sent at once.
  useEffect(() => flush, [flush]);
}
