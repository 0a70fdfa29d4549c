import { koboToNaira, subtotalKobo } from '../money/kobo.ts';
import type { CartItem } from './schema.ts';

/** What names a cart line: its size, or the product for a line from before sizes (its default size). */
export const lineKey = (line: { productId: string; variantId?: string | null }): string =>
  line.variantId ?? line.productId;

/** The most a line may hold: its known stock (no cap when the stock is not known). */
export const lineLimit = (line: Pick<CartItem, 'stock'>): number => line.stock ?? Number.POSITIVE_INFINITY;

/**
 * Adding a product already in the cart raises its quantity; a new one is appended. Either way the
 * line stops at the product's stock (a product with none left is not added).
 */
export function addCartItem(
  items: readonly CartItem[],
  item: Omit<CartItem, 'quantity'>,
  quantity = 1,
): CartItem[] {
  if (quantity <= 0) return [...items];
  const existing = items.find((line) => lineKey(line) === lineKey(item));
  const limit = lineLimit(item.stock === undefined ? (existing ?? item) : item);
  const wanted = Math.min((existing?.quantity ?? 0) + quantity, limit);
  if (!existing) return wanted > 0 ? [...items, { ...item, quantity: wanted }] : [...items];
  return items.map((line) =>
    lineKey(line) === lineKey(item) ? { ...line, ...item, quantity: Math.max(1, wanted) } : line,
  );
}

/** A quantity of 0 or below removes the line; above the line's stock it stops at the stock. */
export function setCartItemQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeCartItem(items, key);
  return items.map((line) =>
    lineKey(line) === key
      ? { ...line, quantity: Math.max(1, Math.min(Math.floor(quantity), lineLimit(line))) }
      : line,
  );
}

/** `key`: the line's `lineKey` (its size's id, or the product's id for a line without a size). */
export const removeCartItem = (items: readonly CartItem[], key: string): CartItem[] =>
  items.filter((line) => lineKey(line) !== key);

/** The subtotal in naira, summed in kobo: what the cart's snapshot holds and the checkout sends. */
export const cartSubtotal = (items: readonly CartItem[]): number => koboToNaira(subtotalKobo(items));
export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** 'N item/items' as the cart drawer's title says it. */
export const itemCountLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's cart badge caps at 99+. */
export const cartBadgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));
