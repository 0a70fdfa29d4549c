import type { Context } from 'koa';
import { contentRange, type ListQuery } from '../db/list-query.ts';
import { type CacheTag, type JsonCache, sendCachedJson } from './json-cache.ts';

/** Answers a public GET from the serialized-JSON cache, keyed by path and query string. */
export async function sendFromCache(
  ctx: Context,
  cache: JsonCache,
  tags: CacheTag | readonly CacheTag[],
  produce: () => Promise<{ data: unknown; headers?: Record<string, string>; tags?: readonly CacheTag[] }>,
): Promise<void> {
  const entry = await cache.get(tags, ctx.url, produce);
  sendCachedJson(ctx, entry);
}

/** A list answer: a plain array, plus Content-Range when react-admin's dialect was used. */
export function listAnswer(resource: string, list: ListQuery, data: unknown[], total: number) {
  return {
    data,
    headers: list.dialect ? { 'Content-Range': contentRange(resource, list, data.length, total) } : undefined,
  };
}
