import { productInputSchema } from '@ata/core/product';
import Router from '@koa/router';
import { requireAdmin } from '../auth/middleware.ts';
import type { Orm } from '../db/orm.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { parseListQuery } from '../http/list-query.ts';
import { mergeBody, param, parseBody } from '../http/validate.ts';
import { productJson } from './serialize.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  productSortable,
  updateProduct,
} from './service.ts';

function featuredParam(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest('featured must be true or false');
}

export function productRoutes({ orm, cache }: { orm: Orm; cache: JsonCache }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/products' });
  const invalidate = () => cache.invalidate('products');

  router.get('/', (ctx) =>
    sendFromCache(ctx, cache, 'products', async () => {
      const list = parseListQuery(ctx.query, productSortable);
      const category = typeof ctx.query.category === 'string' ? ctx.query.category : undefined;
      const { rows, total } = await listProducts(orm.em.fork(), list, {
        featured: featuredParam(ctx.query.featured),
        category,
      });
      return listAnswer('products', list, rows.map(productJson), total);
    }),
  );

  router.get('/:id', (ctx) =>
    sendFromCache(ctx, cache, 'products', async () => ({
      data: productJson(await getProduct(orm.em.fork(), param(ctx, 'id'))),
    })),
  );

  router.post('/', requireAdmin, async (ctx) => {
    const input = parseBody(productInputSchema, ctx.request.body);
    const product = await createProduct(orm.em.fork(), input);
    invalidate();
    ctx.status = 201;
    ctx.body = productJson(product);
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const em = orm.em.fork();
    const current = await getProduct(em, param(ctx, 'id'));
    const input = parseBody(productInputSchema, mergeBody(productJson(current), ctx.request.body));
    const product = await updateProduct(em, current, input);
    invalidate();
    ctx.body = productJson(product);
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    const product = await deleteProduct(orm.em.fork(), param(ctx, 'id'));
    invalidate();
    ctx.body = productJson(product);
  });

  return router;
}
