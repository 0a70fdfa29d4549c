import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ProductEntity } from './product.ts';
import { uuidPrimaryKey } from './timestamps.ts';

/**
 * A size a product is sold in (e.g. "250 g"), with its own SKU, price, stock and weight. Every product has
 * at least one; the lowest `position` is its default size. The product's `price` (the lowest variant price,
 * in naira) and `stock` (the sum) are kept by a trigger, so the catalogue's filters and sorts stay on `product`.
 */
export const ProductVariantEntity = defineEntity({
  name: 'ProductVariant',
  tableName: 'product_variant',
  properties: {
    id: uuidPrimaryKey(),
    productId: () =>
      p.manyToOne(ProductEntity).mapToPk().fieldName('product_id').deleteRule('cascade').index(),
    label: p.string().length(60),
    sku: p.string().length(200).unique(),
    /** Integer kobo. */
    priceKobo: p.bigint('number').check('price_kobo >= 0'),
    /** The "was" price, integer kobo; null: none. */
    compareAtKobo: p.bigint('number').nullable(),
    stock: p.integer().default(0).check('stock >= 0'),
    weightGrams: p.integer().nullable(),
    position: p.integer().default(0),
  },
});
export type ProductVariantRow = InferEntity<typeof ProductVariantEntity>;
