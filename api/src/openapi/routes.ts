import Router from '@koa/router';
import type { AppState } from '../http/context.ts';
import { sendCachedJson, toCachedJson } from '../http/json-cache.ts';
import { openApiDocument } from './document.ts';

export function openApiRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  let document: ReturnType<typeof toCachedJson> | undefined;
  router.get('/api/openapi.json', (ctx) => {
    document ??= toCachedJson(openApiDocument());
    sendCachedJson(ctx, document);
  });
  return router;
}
