import { nairaText } from '@ata/core/money';
import { CategoryEntity, ProductEntity, type ProductRow } from '../../src/db/entities/index.ts';
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
    stock: overrides.stock ?? 10,
    categoryId,
    isFeatured: overrides.isFeatured ?? false,
  });
  await em.flush();
  return product;
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

const TABLES = ['category', 'product', 'shop_order', 'blog_post', 'setting', 'app_user'];

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
