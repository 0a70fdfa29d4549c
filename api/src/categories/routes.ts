import { categoryInputSchema, categorySchema } from '@ata/core/category';
import type { CategoryRow } from '../db/entities/index.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema } from '../http/responses.ts';
import { categoryJson } from './serialize.ts';
import {
  categorySortable,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service.ts';

const categories: Resource<CategoryRow> = {
  tag: 'categories',
  noun: 'category',
  schema: categorySchema,
  toJson: categoryJson,
  sortable: categorySortable,
};

export function categoryRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, categories);
  return [
    listRoute({ summary: 'All categories', access: 'public', query: listQuerySchema, find: listCategories }),
    readRoute({ summary: 'One category (id or slug)', find: getCategory }),
    ...writeRoutes({
      input: categoryInputSchema,
      // Products are filtered by category slug, and lose their category on delete: both caches go.
      invalidates: ['categories', 'products', 'blog'],
      deleteSummary: 'Delete a category; its products keep existing with categoryId null',
      find: getCategory,
      create: (ctx, input) => createCategory(ctx.state.em, input),
      update: updateCategory,
      remove: deleteCategory,
    }),
  ];
}
