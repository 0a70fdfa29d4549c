import { koboToNairaText, nairaToNearestKobo, optionalKoboToNaira } from '@ata/core/money';
import {
  DEFAULT_VARIANT_LABEL,
  type ProductInput,
  type ProductVariant,
  type ProductVariantInput,
} from '@ata/core/product';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ProductRow, ProductVariantEntity, type ProductVariantRow } from '../db/entities/index.ts';
import { conflict, invalid } from '../errors.ts';

/**
 * A product's sizes, read alongside it. The product row itself keeps the lowest price and the total stock
 * (a database trigger, for the catalogue's filters and sorts); its API answer takes `price` and `stock`
 * from the default size (lowest position) and lists every size.
 */
const loaded = new WeakMap<object, ProductVariantRow[]>();

export const loadedVariants = (row: object): ProductVariantRow[] | undefined => loaded.get(row);

const byPosition = (a: ProductVariantRow, b: ProductVariantRow) =>
  a.position - b.position || a.id.localeCompare(b.id);

/** Reads the sizes of `rows` in one query and keeps them with each row for `productJson`. */
export async function withVariants<R extends { id: string }>(em: EntityManager, rows: R[]): Promise<R[]> {
  if (rows.length === 0) return rows;
  const variants = await em
    .fork()
    .find(
      ProductVariantEntity,
      { productId: { $in: rows.map((row) => row.id) } },
      { disableIdentityMap: true },
    );
  const byProduct = new Map<string, ProductVariantRow[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(variant);
    byProduct.set(variant.productId, list);
  }
  for (const row of rows) loaded.set(row, (byProduct.get(row.id) ?? []).sort(byPosition));
  return rows;
}

/** A size as the API answers it, every field present: also what an edit may send back (ProductVariantInput). */
export const variantJson = (
  variant: ProductVariantRow,
): ProductVariant & Pick<ProductVariantInput, 'compareAtPrice' | 'weightGrams'> => ({
  id: variant.id,
  label: variant.label,
  sku: variant.sku,
  price: variant.priceKobo / 100,
  compareAtPrice: optionalKoboToNaira(variant.compareAtKobo),
  stock: variant.stock,
  weightGrams: variant.weightGrams ?? null,
});

/** A SKU from the slug and the label: "ground-crayfish-250-g". */
export const skuFor = (slug: string, label: string): string =>
  `${slug}-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 200);

/** The sizes an input asks for: its own list, or one size from `price` and `stock` (the form without sizes). */
function wantedVariants(input: ProductInput, current: ProductVariantRow[]): ProductVariantInput[] {
  const first = current[0];
  if (input.variants) {
    // A client that read the product, changed its top-level `price` or `stock` and sent it all back (sizes
    // untouched) means the default size: what changed against the database wins.
    const [main, ...rest] = input.variants;
    if (!main || !first || main.id !== first.id) return input.variants;
    const unchanged = (naira: number, kobo: number) => nairaToNearestKobo(naira) === kobo;
    const price =
      unchanged(main.price, first.priceKobo) && !unchanged(input.price, first.priceKobo)
        ? input.price
        : main.price;
    const stock = main.stock === first.stock && input.stock !== first.stock ? input.stock : main.stock;
    return [{ ...main, price, stock }, ...rest];
  }
  // An older client edits price and stock only: they are the default size's; the other sizes stay.
  return [
    {
      id: first?.id,
      label: first?.label ?? DEFAULT_VARIANT_LABEL,
      sku: first?.sku ?? input.slug,
      price: input.price,
      compareAtPrice: first ? optionalKoboToNaira(first.compareAtKobo) : null,
      stock: input.stock,
      weightGrams: first?.weightGrams ?? null,
    },
    // The other sizes unchanged, as the API answers them.
    ...current.slice(1).map(variantJson),
  ];
}

/**
 * Makes the product's sizes what the input says, in its order: sizes with a known `id` are updated, new
 * ones created, the ones left out deleted (their cart lines go with them; orders keep their names). The
 * trigger then sets the product's price and stock. Runs in the caller's transaction.
 */
export async function saveVariants(
  em: EntityManager,
  product: ProductRow,
  input: ProductInput,
): Promise<void> {
  const current = (
    await em.find(
      ProductVariantEntity,
      { productId: product.id },
      { orderBy: { position: 'asc', id: 'asc' } },
    )
  ).sort(byPosition);
  const wanted = wantedVariants(input, current);
  const errors: Record<string, string> = {};
  wanted.forEach((variant, index) => {
    if (variant.id && !current.some((row) => row.id === variant.id))
      errors[`variants.${index}.id`] = 'This size is not one of the product’s sizes';
  });
  const skus = wanted.map((variant) => variant.sku ?? skuFor(input.slug, variant.label));
  skus.forEach((sku, index) => {
    if (skus.indexOf(sku) !== index) errors[`variants.${index}.sku`] = 'Each size needs its own SKU';
  });
  if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] ?? 'Validation failed', errors);
  const taken = await em.find(ProductVariantEntity, { sku: { $in: skus }, productId: { $ne: product.id } });
  if (taken.length > 0) {
    const index = skus.indexOf(taken[0]!.sku);
    throw conflict('A size with this SKU already exists', {
      [`variants.${index}.sku`]: 'SKU already exists',
    });
  }
  const kept = new Set(wanted.flatMap((variant) => (variant.id ? [variant.id] : [])));
  const removed = current.filter((row) => !kept.has(row.id));
  // SKUs move between sizes freely: the removed sizes go first, the kept ones get temporary SKUs.
  for (const row of removed) em.remove(row);
  await em.flush();
  for (const row of current.filter((row) => kept.has(row.id))) row.sku = `~${row.id}`;
  await em.flush();
  wanted.forEach((variant, position) => {
    const values = {
      productId: product.id,
      label: variant.label,
      sku: skus[position]!,
      priceKobo: nairaToNearestKobo(variant.price),
      compareAtKobo:
        typeof variant.compareAtPrice === 'number' ? nairaToNearestKobo(variant.compareAtPrice) : null,
      stock: variant.stock,
      weightGrams: variant.weightGrams,
      position,
    };
    const row = variant.id ? current.find((candidate) => candidate.id === variant.id) : undefined;
    if (row) em.assign(row, values);
    else em.create(ProductVariantEntity, values);
  });
  await em.flush();
}

/** What the product row holds once the trigger ran: the lowest price (naira text) and the total stock. */
export function rollup(input: ProductInput): { price: string; stock: number } {
  const variants = input.variants;
  if (!variants) return { price: koboToNairaText(nairaToNearestKobo(input.price)), stock: input.stock };
  const lowest = Math.min(...variants.map((variant) => nairaToNearestKobo(variant.price)));
  return {
    price: koboToNairaText(lowest),
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
  };
}
