import { categoryInputSchema, categorySchema } from '@ata/core/category';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import { parseListQuery } from '../db/list-query.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { list, listQuerySchema, NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { categoryJson } from './serialize.ts';
import {
  categorySortable,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service.ts';

const idParams = z.object({ id: keySchema.check(z.describe('the category id or slug')) });
const SLUG_TAKEN = 'A category with this slug already exists';

export function categoryRoutes({ cache }: { cache: JsonCache }) {
  // Products are filtered by category slug, and lose their category on delete: both caches go.
  const invalidate = () => cache.invalidate('categories', 'products', 'blog');
  const tag = 'categories';
  return [
    defineRoute({
      method: 'get',
      path: '/api/categories',
      tag,
      summary: 'All categories',
      access: 'public',
      query: listQuerySchema,
      responses: { 200: list(categorySchema), 304: NOT_MODIFIED, 400: 'Invalid sort, range or filter' },
      handler: (ctx) =>
        sendFromCache(ctx, cache, 'categories', async () => {
          const listQuery = parseListQuery(ctx.query, categorySortable);
          const { rows, total } = await listCategories(ctx.state.em, listQuery);
          return listAnswer('categories', listQuery, rows.map(categoryJson), total);
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/categories/:id',
      tag,
      summary: 'One category (id or slug)',
      access: 'public',
      params: idParams,
      responses: { 200: ok(categorySchema), 304: NOT_MODIFIED, 404: 'Category not found' },
      handler: (ctx, { params }) =>
        sendFromCache(ctx, cache, 'categories', async () => ({
          data: categoryJson(await getCategory(ctx.state.em, params.id)),
        })),
    }),
    defineRoute({
      method: 'post',
      path: '/api/categories',
      tag,
      summary: 'Create a category',
      access: 'admin',
      body: categoryInputSchema,
      responses: { 201: ok(categorySchema, 'Created'), 409: SLUG_TAKEN },
      handler: async (ctx, { body }) => {
        const category = await createCategory(ctx.state.em, body);
        invalidate();
        ctx.status = 201;
        ctx.body = categoryJson(category);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/categories/:id',
      tag,
      summary: 'Update a category (fields left out keep their value)',
      access: 'admin',
      params: idParams,
      bodyOverCurrent: categoryInputSchema,
      responses: { 200: ok(categorySchema), 404: 'Category not found', 409: SLUG_TAKEN },
      handler: async (ctx, { params, merge }) => {
        const current = await getCategory(ctx.state.em, params.id);
        const category = await updateCategory(ctx.state.em, current, merge(categoryJson(current)));
        invalidate();
        ctx.body = categoryJson(category);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/categories/:id',
      tag,
      summary: 'Delete a category; its products keep existing with categoryId null',
      access: 'admin',
      params: idParams,
      responses: { 200: ok(categorySchema), 404: 'Category not found' },
      handler: async (ctx, { params }) => {
        const category = await deleteCategory(ctx.state.em, params.id);
        invalidate();
        ctx.body = categoryJson(category);
      },
    }),
  ];
}
