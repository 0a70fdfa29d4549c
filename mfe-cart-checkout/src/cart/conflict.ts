import type { CartItem } from '@ata/core/cart';
import { formatNaira } from '@ata/core/format';
import { nameWithSize } from '@ata/core/product';

/** What the API said about one product when it refused an order with 409. */
export interface ProductConflict {
  productId: string;
  /** The size the facts are about (absent: the product, i.e. its default size). */
  variantId?: string;
  name?: string;
  /** The current price, when it differs from the cart's. */
  price?: number;
  /** The current stock, when the cart asks for more. */
  stock?: number;
  /** The product no longer exists. */
  missing?: boolean;
}

/**
 * Reads the product list out of a 409 body. Ours (api/src/orders/stock-check.ts) sends
 * `items: [{ productId, name, price, stock }]` for every line, with `price: null` for a product that
 * no longer exists; other spellings are tolerated so a changed API degrades to its `message`.
 */
export function readConflicts(body: unknown): ProductConflict[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const list =
    ['conflicts', 'items', 'products', 'changes'].map((key) => record[key]).find(Array.isArray) ?? [];
  return (list as unknown[]).flatMap((entry): ProductConflict[] => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const productId = e.productId ?? e.id;
    if (typeof productId !== 'string') return [];
    const reason = typeof e.reason === 'string' ? e.reason : typeof e.code === 'string' ? e.code : '';
    return [
      {
        productId,
        ...(typeof e.variantId === 'string' && { variantId: e.variantId }),
        name: typeof e.name === 'string' ? e.name : undefined,
        price: numberOf(e.currentPrice ?? e.price),
        stock: numberOf(e.availableStock ?? e.stock ?? e.available),
        missing: e.missing === true || e.price === null || /not.?found|unknown|missing/i.test(reason),
      },
    ];
  });
}

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * The cart brought in line with the API, and one sentence per line that changed for the shopper (a
 * stock that still covers the quantity is recorded silently). `items` is the same array when nothing did.
 */
export function reconcileCart(items: CartItem[], conflicts: readonly ProductConflict[]) {
  const changes: string[] = [];
  const next = items.flatMap((item): CartItem[] => {
    const conflict = conflictOf(conflicts, item);
    if (!conflict) return [item];
    const name = nameWithSize(item.name, item.variantLabel);
    if (conflict.missing) {
      changes.push(`${name} is no longer available and was removed from your cart.`);
      return [];
    }
    if (conflict.stock !== undefined && conflict.stock <= 0) {
      changes.push(`${name} is out of stock and was removed from your cart.`);
      return [];
    }
    let line = item;
    if (conflict.price !== undefined && conflict.price !== item.price) {
      changes.push(
        `The price of ${name} changed from ${formatNaira(item.price)} to ${formatNaira(conflict.price)}.`,
      );
      line = { ...line, price: conflict.price };
    }
    if (conflict.stock !== undefined && conflict.stock < item.quantity) {
      changes.push(
        `Only ${conflict.stock} of ${name} left: your quantity was reduced from ${item.quantity} to ${conflict.stock}.`,
      );
      line = { ...line, quantity: conflict.stock };
    }
    // The line remembers the stock, so its stepper stops there.
    if (conflict.stock !== undefined && conflict.stock !== line.stock)
      line = { ...line, stock: conflict.stock };
    return [line];
  });
  const same = next.length === items.length && next.every((line, index) => line === items[index]);
  return { items: same ? items : next, changes };
}

/**
 * The facts about one line: those of its size; for a line without a size (or facts without sizes), those
 * of its product (the product's default size comes first).
 */
function conflictOf(conflicts: readonly ProductConflict[], item: CartItem): ProductConflict | undefined {
  const ofProduct = conflicts.filter((c) => c.productId === item.productId);
  if (item.variantId) {
    const bySize = ofProduct.find((c) => c.variantId === item.variantId);
    if (bySize) return bySize;
    return ofProduct.find((c) => c.variantId === undefined || c.missing);
  }
  return ofProduct.find((c) => c.variantId === undefined) ?? ofProduct[0];
}
