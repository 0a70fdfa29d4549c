import { productInputSchema, productSchema } from '@ata/core/product';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import { parseListQuery } from '../db/list-query.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { list, listQueryShape, NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { productJson } from './serialize.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  productSortable,
  updateProduct,
} from './service.ts';

const idParams = z.object({ id: keySchema.check(z.describe('the product id or slug')) });
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

export function productRoutes({ cache }: { cache: JsonCache }) {
  const invalidate = () => cache.invalidate('products');
  const tag = 'products';
  return [
    defineRoute({
      method: 'get',
      path: '/api/products',
      tag,
      summary: 'Products',
      access: 'public',
      query: storefrontQuery,
      responses: {
        200: list(productSchema),
        304: NOT_MODIFIED,
        400: 'Invalid sort, range, filter or featured',
      },
      handler: (ctx, { query }) =>
        sendFromCache(ctx, cache, 'products', async () => {
          const listQuery = parseListQuery(ctx.query, productSortable);
          const filter = { featured: query.featured && flag[query.featured], category: query.category };
          const { rows, total } = await listProducts(ctx.state.em, listQuery, filter);
          return listAnswer('products', listQuery, rows.map(productJson), total);
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/products/:id',
      tag,
      summary: 'One product (id or slug)',
      access: 'public',
      params: idParams,
      responses: { 200: ok(productSchema), 304: NOT_MODIFIED, 404: 'Product not found' },
      handler: (ctx, { params }) =>
        sendFromCache(ctx, cache, 'products', async () => ({
          data: productJson(await getProduct(ctx.state.em, params.id)),
        })),
    }),
    defineRoute({
      method: 'post',
      path: '/api/products',
      tag,
      summary: 'Create a product',
      access: 'admin',
      body: productInputSchema,
      responses: {
        201: ok(productSchema, 'Created'),
        409: 'A product with this slug already exists',
      },
      handler: async (ctx, { body }) => {
        const product = await createProduct(ctx.state.em, body);
        invalidate();
        ctx.status = 201;
        ctx.body = productJson(product);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/products/:id',
      tag,
      summary: 'Update a product (fields left out keep their value)',
      access: 'admin',
      params: idParams,
      bodyOverCurrent: productInputSchema,
      responses: {
        200: ok(productSchema),
        404: 'Product not found',
        409: 'A product with this slug already exists',
      },
      handler: async (ctx, { params, merge }) => {
        const current = await getProduct(ctx.state.em, params.id);
        const product = await updateProduct(ctx.state.em, current, merge(productJson(current)));
        invalidate();
        ctx.body = productJson(product);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/products/:id',
      tag,
      summary: 'Delete a product',
      access: 'admin',
      params: idParams,
      responses: { 200: ok(productSchema), 404: 'Product not found' },
      handler: async (ctx, { params }) => {
        const product = await deleteProduct(ctx.state.em, params.id);
        invalidate();
        ctx.body = productJson(product);
      },
    }),
  ];
}
