import type { Product } from '@ata/core/product';
import type { ProductRow } from '../db/entities/index.ts';

/** The API shape of a product: price as a number, dates as ISO strings. */
export function productJson(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: Number(row.price),
    imageUrl: row.imageUrl ?? null,
    stock: row.stock,
    categoryId: row.categoryId ?? null,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
