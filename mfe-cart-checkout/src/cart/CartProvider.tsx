import type { CartStore } from '@ata/core/cart';
import { createContext, type ReactNode } from 'react';

export const CartContext = createContext<CartStore | null>(null);

/** Hands the page's cart store (the shell's, or this app's own singleton) to the components below. */
export function CartProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}
