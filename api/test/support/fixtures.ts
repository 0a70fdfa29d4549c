import { nairaText, nairaToKobo } from '@ata/core/money';
import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import {
  CategoryEntity,
  ProductEntity,
  type ProductRow,
  ProductVariantEntity,
} from '../../src/db/entities/index.ts';
import type { Orm } from '../../src/db/orm.ts';

let counter = 0;

/** A product straight in the database (not through the API), with its own category. */
export async function makeProduct(
  orm: Orm,
  overrides: Partial<{
    name: string;
    price: number;
    stock: number;
    categoryId: string | null;
    isFeatured: boolean;
  }> = {},
): Promise<ProductRow> {
  counter += 1;
  const em = orm.em.fork();
  const categoryId =
    overrides.categoryId !== undefined
      ? overrides.categoryId
      : em.create(CategoryEntity, { name: `Fixture ${counter}`, slug: `fixture-${counter}-${Date.now()}` })
          .id;
  const product = em.create(ProductEntity, {
    name: overrides.name ?? `Fixture product ${counter}`,
    slug: `fixture-product-${counter}-${Date.now()}`,
    description: 'A product made by a test, with a long enough description.',
    price: nairaText(overrides.price ?? 1500),
    // Its one size's insert adds the stock (the trigger counts by difference).
    stock: 0,
    categoryId,
    isFeatured: overrides.isFeatured ?? false,
  });
  await em.flush();
  em.create(ProductVariantEntity, {
    productId: product.id,
    label: DEFAULT_VARIANT_LABEL,
    sku: product.slug,
    priceKobo: nairaToKobo(overrides.price ?? 1500),
    stock: overrides.stock ?? 10,
    position: 0,
  });
  await em.flush();
  await em.refresh(product);
  return product;
}

/** Adds a size to a product straight in the database; returns its id. */
export async function addSize(
  orm: Orm,
  product: { id: string; slug: string },
  size: { label: string; price: number; stock: number; weightGrams?: number; position: number },
): Promise<string> {
  const em = orm.em.fork();
  const variant = em.create(ProductVariantEntity, {
    productId: product.id,
    label: size.label,
    sku: `${product.slug}-${size.position}`,
    priceKobo: nairaToKobo(size.price),
    stock: size.stock,
    weightGrams: size.weightGrams ?? null,
    position: size.position,
  });
  await em.flush();
  return variant.id;
}

/**
 * Sets the price (naira) or stock of a product's default size, as the owner would; the product's own
 * figures follow (trigger).
 */
export async function setDefaultSize(
  orm: Orm,
  productId: string,
  values: { price?: number | string; stock?: number },
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [];
  if (values.price !== undefined) {
    sets.push('price_kobo = ?');
    params.push(nairaToKobo(values.price));
  }
  if (values.stock !== undefined) {
    sets.push('stock = ?');
    params.push(values.stock);
  }
  await orm.em.fork().execute(
    `update product_variant set ${sets.join(', ')}
      where id = (select id from product_variant where product_id = ? order by position, id limit 1)`,
    [...params, productId],
  );
}

/** The stock of one size. */
export async function sizeStockOf(orm: Orm, variantId: string): Promise<number> {
  const [row] = await orm.em
    .fork()
    .execute<{ stock: number }[]>('select stock from product_variant where id = ?', [variantId]);
  return Number(row?.stock);
}

/** A valid order for one unit of `product` at ₦1,000, as the storefront sends it. */
export const orderPayload = (
  product: { id: string; name: string },
  overrides: Record<string, unknown> = {},
) => ({
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  items: [{ productId: product.id, name: product.name, price: 1000, quantity: 1 }],
  totalAmount: '1000',
  ...overrides,
});

export async function stockOf(orm: Orm, id: string): Promise<number> {
  const product = await orm.em.fork().findOneOrFail(ProductEntity, { id });
  return product.stock;
}

const TABLES = ['category', 'product', 'product_variant', 'shop_order', 'blog_post', 'setting', 'app_user'];

/**
 * A checksum of every row of every business table (and their counts), in one round trip: equal snapshots
 * mean nothing changed.
 */
export async function databaseSnapshot(orm: Orm): Promise<string> {
  const perTable = TABLES.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '') from "${table}" t)`,
  );
  const rows = await orm.em.fork().execute(`select ${perTable.join(" || ' ' || ")} as snapshot`);
  return String(rows[0]?.snapshot);
}
