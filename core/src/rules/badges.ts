/** SPEC §4: products created in the last 30 days are 'New'; otherwise featured ones are 'Best Seller'. */
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
