import type { Context } from 'koa';
import { contentRange, type ListQuery } from '../db/list-query.ts';
import { type CacheTag, type ResponseCache, sendCached } from './response-cache.ts';

/** Answers a public GET from the response cache, keyed by path and query string. */
export async function sendFromCache(
  ctx: Context,
  cache: ResponseCache,
  tags: CacheTag | readonly CacheTag[],
  produce: () => Promise<{ data: unknown; headers?: Record<string, string>; tags?: readonly CacheTag[] }>,
): Promise<void> {
  const entry = await cache.get(tags, ctx.url, produce);
  sendCached(ctx, entry);
}

/** A list answer: a plain array, plus Content-Range when react-admin's dialect was used. */
export function listAnswer(resource: string, list: ListQuery, data: unknown[], total: number) {
  return {
    data,
    headers: list.dialect ? { 'Content-Range': contentRange(resource, list, data.length, total) } : undefined,
  };
}
