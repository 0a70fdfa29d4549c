import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CategoryEntity } from './category.ts';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

export const ProductEntity = defineEntity({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(200),
    slug: p.string().length(200).unique(),
    description: p.text(),
    /** numeric(12,2); read as a string by pg and turned into a number at the edge. */
    price: p.decimal('string').precision(12).scale(2),
    imageUrl: p.text().nullable(),
    stock: p.integer().default(0).check('stock >= 0'),
    categoryId: () =>
      p
        .manyToOne(CategoryEntity)
        .mapToPk()
        .nullable()
        .fieldName('category_id')
        .deleteRule('set null')
        .index(),
    isFeatured: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type ProductRow = InferEntity<typeof ProductEntity>;
