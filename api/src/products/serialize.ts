import type { Product } from '@ata/core/product';
import type { ProductRow, ProductVariantRow } from '../db/entities/index.ts';
import { loadedVariants, variantJson } from './variants.ts';

/**
 * The API shape of a product: price as a number, dates as ISO strings. With its sizes read
 * (`withVariants`), `price` and `stock` are the default size's and `variants` lists them all; without, the
 * row's own figures (the lowest price, the total stock).
 */
export function productJson(row: ProductRow, sizes?: ProductVariantRow[]): Product {
  const variants = (sizes ?? loadedVariants(row))?.map(variantJson);
  const main = variants?.[0];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: main?.price ?? Number(row.price),
    imageUrl: row.imageUrl ?? null,
    stock: main?.stock ?? row.stock,
    categoryId: row.categoryId ?? null,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(variants && { variants }),
  };
}
