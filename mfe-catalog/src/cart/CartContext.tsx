import type { CartStore } from '@ata/core/cart';
import type { Product } from '@ata/core/product';
import { ADDED_TO_CART_DURATION_MS, messages } from '@ata/core/site';
import { toast } from '@ata/ui';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

// The cart store belongs to mfe-cart-checkout; the shell hands it to us as the single-spa prop `cart`.
const CartContext = createContext<CartStore | undefined>(undefined);

export function CartProvider({ cart, children }: { cart: CartStore | undefined; children: ReactNode }) {
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

/** Adds a product to the shared cart and tells the shopper how it went (SPEC §8 toasts). */
export function useAddToCart(): (product: Product, quantity?: number) => void {
  const cart = useContext(CartContext);
  return useCallback(
    (product: Product, quantity = 1) => {
      try {
        if (!cart) throw new Error('The cart is not available');
        cart.add(
          { productId: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl },
          quantity,
        );
        toast({ ...messages.addedToCart(product.name), duration: ADDED_TO_CART_DURATION_MS });
      } catch (error) {
        console.error(error);
        toast({ ...messages.addToCartFailed, variant: 'destructive' });
      }
    },
    [cart],
  );
}
