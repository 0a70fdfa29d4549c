import { catalogPageSchema, catalogQuerySchema } from '@ata/core/catalog';
import { sendFromCache } from '../http/cached-route.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { queryCatalog } from './service.ts';

/** The storefront's catalogue query (search, filters, sort, one page and facets); cached like every public read. */
export function catalogRoutes({ cache }: { cache: ResponseCache }) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/catalog',
      tag: 'catalog',
      summary: 'One page of the storefront catalogue: search, filters, sort and facets',
      access: 'public',
      query: catalogQuerySchema,
      responses: {
        200: ok(catalogPageSchema),
        304: NOT_MODIFIED,
        400: 'A parameter is unknown, repeated or out of bounds (`errors` names it)',
      },
      handler: (ctx, { query }) =>
        sendFromCache(ctx, cache, ['products', 'stock-badges'], async () => ({
          data: await queryCatalog(ctx.state.em, query),
        })),
    }),
  ];
}
