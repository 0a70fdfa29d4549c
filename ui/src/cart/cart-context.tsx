import { type CartStore, lineKey } from '@ata/core/cart';
import { initialVariant, nameWithSize, type Product, type ProductVariant } from '@ata/core/product';
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

/**
 * Adds a product to the cart (`variant`: the chosen size; without one, the product's default size) and
 * tells the shopper how it went (a toast either way).
 */
export function useAddToCart(): (product: Product, quantity?: number, variant?: ProductVariant) => void {
  const cart = useContext(CartContext);
  return useCallback(
    (product: Product, quantity = 1, variant?: ProductVariant) => {
      try {
        if (!cart) throw new Error('The cart is not available');
        // Without a chosen size (a card's button): the first size in stock, the default one first.
        const size = variant ?? initialVariant(product.variants ?? []);
        const item = {
          productId: product.id,
          ...(size && { variantId: size.id, variantLabel: size.label }),
          name: product.name,
          price: size?.price ?? product.price,
          imageUrl: product.imageUrl,
          categoryId: product.categoryId,
          stock: size?.stock ?? product.stock,
        };
        const inCart =
          cart.getSnapshot().items.find((line) => lineKey(line) === lineKey(item))?.quantity ?? 0;
        cart.add(item, quantity);
        // The line stops at the stock: say so rather than claim the whole quantity was added.
        const name = nameWithSize(product.name, size?.label);
        const text =
          inCart + quantity > item.stock
            ? messages.cartHoldsAllStock(name, item.stock)
            : messages.addedToCart(name);
        toast({ ...text, duration: ADDED_TO_CART_DURATION_MS, action: VIEW_CART_ACTION });
      } catch (error) {
        console.error(error);
        toast({ ...messages.addToCartFailed, variant: 'destructive' });
      }
    },
    [cart],
  );
}
