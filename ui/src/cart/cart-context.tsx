import type { CartStore } from '@ata/core/cart';
import type { Product } from '@ata/core/product';
import { ADDED_TO_CART_DURATION_MS, messages, VIEW_CART_ACTION } from '@ata/core/site';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { toast } from '../toast/bus.ts';

// The page's one cart store belongs to mfe-cart-checkout; the shell hands it to every application as
// the single-spa prop `cart` (undefined only if neither the store nor the shell's stand-in loaded).
const CartContext = createContext<CartStore | undefined>(undefined);

/** Hands the page's cart store to the components below. */
export function CartProvider({ store, children }: { store: CartStore | undefined; children: ReactNode }) {
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The cart's state and actions; re-renders on every change, including ones made in other tabs. */
export function useCart() {
  const store = useContext(CartContext);
  if (!store) throw new Error(messages.cartOutsideProvider);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, store };
}

/** Adds a product to the cart and tells the shopper how it went (a toast either way). */
export function useAddToCart(): (product: Product, quantity?: number) => void {
  const cart = useContext(CartContext);
  return useCallback(
    (product: Product, quantity = 1) => {
      try {
        if (!cart) throw new Error('The cart is not available');
        const inCart = cart.getSnapshot().items.find((line) => line.productId === product.id)?.quantity ?? 0;
        cart.add(
          {
            productId: product.id,
            name: product.name,
            price: product.price,
            imageUrl: product.imageUrl,
            categoryId: product.categoryId,
            stock: product.stock,
          },
          quantity,
        );
        // The line stops at the stock: say so rather than claim the whole quantity was added.
        const text =
          inCart + quantity > product.stock
            ? messages.cartHoldsAllStock(product.name, product.stock)
            : messages.addedToCart(product.name);
        toast({ ...text, duration: ADDED_TO_CART_DURATION_MS, action: VIEW_CART_ACTION });
      } catch (error) {
        console.error(error);
        toast({ ...messages.addToCartFailed, variant: 'destructive' });
      }
    },
    [cart],
  );
}
