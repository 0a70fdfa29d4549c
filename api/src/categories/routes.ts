import { categoryInputSchema } from '@ata/core/category';
import Router from '@koa/router';
import { requireAdmin } from '../auth/middleware.ts';
import type { Orm } from '../db/orm.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { AppState } from '../http/context.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { parseListQuery } from '../http/list-query.ts';
import { mergeBody, param, parseBody } from '../http/validate.ts';
import { categoryJson } from './serialize.ts';
import {
  categorySortable,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service.ts';

export function categoryRoutes({ orm, cache }: { orm: Orm; cache: JsonCache }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/categories' });
  // Products are filtered by category slug, and lose their category on delete: both caches go.
  const invalidate = () => cache.invalidate('categories', 'products', 'blog');

  router.get('/', (ctx) =>
    sendFromCache(ctx, cache, 'categories', async () => {
      const list = parseListQuery(ctx.query, categorySortable);
      const { rows, total } = await listCategories(orm.em.fork(), list);
      return listAnswer('categories', list, rows.map(categoryJson), total);
    }),
  );

  router.get('/:id', (ctx) =>
    sendFromCache(ctx, cache, 'categories', async () => ({
      data: categoryJson(await getCategory(orm.em.fork(), param(ctx, 'id'))),
    })),
  );

  router.post('/', requireAdmin, async (ctx) => {
    const category = await createCategory(orm.em.fork(), parseBody(categoryInputSchema, ctx.request.body));
    invalidate();
    ctx.status = 201;
    ctx.body = categoryJson(category);
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const em = orm.em.fork();
    const current = await getCategory(em, param(ctx, 'id'));
    const input = parseBody(categoryInputSchema, mergeBody(categoryJson(current), ctx.request.body));
    const category = await updateCategory(em, current, input);
    invalidate();
    ctx.body = categoryJson(category);
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    const category = await deleteCategory(orm.em.fork(), param(ctx, 'id'));
    invalidate();
    ctx.body = categoryJson(category);
  });

  return router;
}
