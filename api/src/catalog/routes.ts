import { catalogQuerySchema } from '@ata/core/catalog';
import Router from '@koa/router';
import type { Orm } from '../db/orm.ts';
import { sendFromCache } from '../http/cached-route.ts';
import type { AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { parseBody } from '../http/validate.ts';
import { queryCatalog } from './service.ts';

/** The storefront's catalogue query (search, filters, sort, one page and facets); cached like every public read. */
export function catalogRoutes({ orm, cache }: { orm: Orm; cache: JsonCache }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/catalog' });

  router.get('/', (ctx) =>
    sendFromCache(ctx, cache, 'products', async () => {
      for (const [name, value] of Object.entries(ctx.query))
        if (Array.isArray(value)) throw badRequest(`Query parameter "${name}" must appear once`);
      const query = parseBody(catalogQuerySchema, ctx.query);
      return { data: await queryCatalog(orm.em.fork(), query) };
    }),
  );

  return router;
}
