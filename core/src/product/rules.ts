/** At or below this many in stock, the product shows "Only N left". */
export const LOW_STOCK_LIMIT = 5;

export type StockStatus =
  | { kind: 'in'; label: null; canAdd: true }
  | { kind: 'low'; label: string; canAdd: true }
  | { kind: 'out'; label: string; canAdd: false };

/** What a product card and page say about stock, and whether "Add to cart" is allowed. */
export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { kind: 'out', label: 'Out of stock', canAdd: false };
  if (stock <= LOW_STOCK_LIMIT) return { kind: 'low', label: `Only ${stock} left`, canAdd: true };
  return { kind: 'in', label: null, canAdd: true };
}

/** Products created in the last 30 days are 'New'; otherwise featured ones are 'Best Seller'. */
export const NEW_PRODUCT_DAYS = 30;
const DAY_MS = 86_400_000;

export type ProductBadge = 'New' | 'Best Seller';

export function productBadge(
  product: { createdAt: string | Date; isFeatured: boolean },
  now: Date = new Date(),
): ProductBadge | null {
  const ageMs = now.getTime() - new Date(product.createdAt).getTime();
  if (ageMs <= NEW_PRODUCT_DAYS * DAY_MS) return 'New';
  return product.isFeatured ? 'Best Seller' : null;
}
