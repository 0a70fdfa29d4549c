import { productInputSchema, productSchema } from '@ata/core/product';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import type { ProductRow } from '../db/entities/index.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import { productTag, type ResponseCache } from '../http/response-cache.ts';
import { listQueryShape } from '../http/responses.ts';
import { productJson } from './serialize.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  productSortable,
  updateProduct,
} from './service.ts';

const products: Resource<ProductRow> = {
  tag: 'products',
  noun: 'product',
  schema: productSchema,
  toJson: (row) => productJson(row),
  // A PUT without `variants` changes the default size's price and stock (the other sizes stay).
  mergeBase: (row) => {
    const { variants: _, ...json } = productJson(row);
    return json;
  },
  sortable: productSortable,
  // A list shows each product's stock badge; one product's record shows its exact stock.
  listTags: ['stock-badges'],
  recordTags: (row) => [productTag(row.slug)],
};
const storefrontQuery = z.object({
  ...listQueryShape,
  featured: z.optional(
    z
      .enum(['true', 'false', '1', '0'], 'featured must be true or false')
      .check(z.describe('true: featured products only')),
  ),
  category: z.optional(keySchema.check(z.describe('a category slug or id'))),
});
const flag = { true: true, '1': true, false: false, '0': false } as const;

export function productRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, products);
  return [
    listRoute({
      summary: 'Products',
      access: 'public',
      query: storefrontQuery,
      badQuery: 'Invalid sort, range, filter or featured',
      find: (em, list, { query }) => {
        const featured = query.featured && flag[query.featured];
        return listProducts(em, list, { featured, category: query.category });
      },
    }),
    readRoute({ summary: 'One product (id or slug)', find: getProduct }),
    ...writeRoutes({
      input: productInputSchema,
      invalidates: ['products'],
      find: getProduct,
      create: (ctx, input) => createProduct(ctx.state.em, input),
      update: updateProduct,
      remove: deleteProduct,
    }),
  ];
}
