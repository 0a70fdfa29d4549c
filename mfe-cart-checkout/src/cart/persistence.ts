import type { CartItem } from '@ata/core/cart';

/** localStorage key where the browser kept the cart before it lived on the server (migrated once, store.ts). */
export const CART_STORAGE_KEY = 'ata_cart';

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * Is this a cart line as the store writes it? The same shape as core's `cartItemSchema` (a test keeps
 * the two in step), checked by hand because the store is on every page and zod would triple its size.
 */
export function isStoredCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    line.productId.length > 0 &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    optionalText(line.imageUrl) &&
    optionalText(line.categoryId) &&
    (line.stock === undefined ||
      (typeof line.stock === 'number' && Number.isInteger(line.stock) && line.stock >= 0))
  );
}

/** Parses a stored cart; anything unreadable (bad JSON, old shape, tampering) counts as no cart. */
export function parseStoredCart(raw: string | null): CartItem[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isStoredCartItem) ? value : null;
  } catch {
    return null;
  }
}

/** What the cart uses of a Web Storage area (a lazy stand-in for the window's, see store.ts, or a test's). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readCart(storage: CartStorage | undefined): CartItem[] {
  if (!storage) return [];
  let raw: string | null = null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return []; // storage blocked (privacy mode): the cart lives in memory only
  }
  const items = parseStoredCart(raw);
  if (raw !== null && items === null) {
    console.warn('Discarding an unreadable saved cart');
    safely(() => storage.removeItem(CART_STORAGE_KEY));
  }
  return items ?? [];
}

/**
 * The merge id of an old cart: a 64-bit hash (16 hex digits) of the lines the merge sends. Nothing writes the
 * old cart any more, so every page and tab that finds it names the same merge, without storing anything: the
 * shop adds it once even when a page is left before the answer came, or two restored tabs send it at once.
 * Not a secret (it names a merge within the visitor's own cart); a collision would have to be between two old
 * carts merged into one server cart.
 */
export function oldCartMergeId(lines: unknown): string {
  const text = JSON.stringify(lines);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}

function safely(action: () => void): void {
  try {
    action();
  } catch (error) {
    // Storage disabled: nothing to clean up.
    console.warn('Could not clean up the old saved cart', error);
  }
}
