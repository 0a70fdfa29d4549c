import type { CartItem } from './schema.ts';

export interface CartState {
  items: CartItem[];
  /** The subtotal in naira (summed in kobo), recomputed after every change. */
  total: number;
  isOpen: boolean;
}

/** The cart as every micro-frontend sees it; implemented by mfe-cart-checkout. */
export interface CartStore {
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  add(item: Omit<CartItem, 'quantity'>, quantity?: number): void;
  /** `key`: the line's `lineKey` (its size's id; the product's id for a line without a size). */
  setQuantity(key: string, quantity: number): void;
  remove(key: string): void;
  clear(): void;
  open(): void;
  close(): void;
}
