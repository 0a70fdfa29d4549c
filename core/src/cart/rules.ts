import type { CartItem } from './schema.ts';

/** Adding a product already in the cart raises its quantity; a new one is appended. */
export function addCartItem(
  items: readonly CartItem[],
  item: Omit<CartItem, 'quantity'>,
  quantity = 1,
): CartItem[] {
  if (quantity <= 0) return [...items];
  const existing = items.find((line) => line.productId === item.productId);
  if (!existing) return [...items, { ...item, quantity }];
  return items.map((line) =>
    line.productId === item.productId ? { ...line, quantity: line.quantity + quantity } : line,
  );
}

/** A quantity of 0 or below removes the line. */
export function setCartItemQuantity(
  items: readonly CartItem[],
  productId: string,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return removeCartItem(items, productId);
  return items.map((line) =>
    line.productId === productId ? { ...line, quantity: Math.floor(quantity) } : line,
  );
}

export const removeCartItem = (items: readonly CartItem[], productId: string): CartItem[] =>
  items.filter((line) => line.productId !== productId);

export const lineTotal = (item: Pick<CartItem, 'price' | 'quantity'>): number => item.price * item.quantity;
export const cartSubtotal = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + lineTotal(item), 0);
export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** 'N item/items' as the cart drawer's title says it. */
export const itemCountLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's cart badge caps at 99+. */
export const cartBadgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));
