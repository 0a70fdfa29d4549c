import * as z from 'zod/mini';
import { type CachedAnswer, sendCached, toCachedJson } from '../http/response-cache.ts';
import { defineRoute, type RouteDecl } from '../http/route.ts';
import { openApiDocument } from './document.ts';

/** `GET /api/openapi.json`, generated from `routes()` (every route the app serves, this one included). */
export function openApiRoutes(routes: () => readonly RouteDecl[]) {
  let document: CachedAnswer | undefined;
  return [
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      tag: 'meta',
      summary: 'This document',
      access: 'public',
      responses: {
        200: { description: 'The OpenAPI 3.1 document', schema: z.looseObject({ openapi: z.string() }) },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
      },
      handler: (ctx) => {
        document ??= toCachedJson(openApiDocument(routes()));
        sendCached(ctx, document);
      },
    }),
  ];
}
