import { keySchema } from '@ata/core/validation';
import type { RouterContext } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { type ListQuery, parseListQuery } from '../db/list-query.ts';
import { listAnswer, sendFromCache } from './cached-route.ts';
import type { AppState } from './context.ts';
import type { CacheTag, ResourceTag, ResponseCache } from './response-cache.ts';
import { list, NOT_MODIFIED, ok } from './responses.ts';
import { type Access, defineRoute, type RouteDecl, type RouteInput } from './route.ts';

/**
 * One REST resource the admin edits and the storefront reads (categories, products, blog posts): what
 * its routes share. Its list, read and write routes are declared once, in `resourceRoutes`.
 */
export interface Resource<Row> {
  /** Cache tag, OpenAPI tag, react-admin's resource name (Content-Range) and path: `/api/<tag>`. */
  tag: ResourceTag;
  /** Finer cache tags: of a public list's answers, and of one record's (learnt from the record). */
  listTags?: readonly CacheTag[];
  recordTags?: (row: Row) => readonly CacheTag[];
  /** How answers name one record: `product` → "Create a product", "Product not found". */
  noun: string;
  /** One record as the API answers it, and how a row becomes that answer. */
  schema: $ZodType;
  toJson: (row: Row) => unknown;
  /** What a PUT's fields are laid over (default: `toJson`); leaves out what a PUT must send to change. */
  mergeBase?: (row: Row) => object;
  /** Fields a list may be sorted by. */
  sortable: readonly string[];
}

/** The path parameter naming one record. Default: `id`, an id or a slug. */
export interface KeyParam {
  name: string;
  description: string;
}

type Ctx = RouterContext<AppState>;
type Find<Row> = (em: EntityManager, key: string) => Promise<Row>;

const BAD_LIST = 'Invalid sort, range or filter';
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const keyParams = ({ name, description }: KeyParam) =>
  z.object({ [name]: keySchema.check(z.describe(description)) });
// The params schema requires the key, so it is always there once parsed.
const keyOf = (params: unknown, { name }: KeyParam) => (params as Record<string, string>)[name] as string;

/** The route builders of one resource, answering public reads from `cache` and emptying it on writes. */
export function resourceRoutes<Row>(cache: ResponseCache, resource: Resource<Row>) {
  const { tag, noun, schema, toJson } = resource;
  const path = `/api/${tag}`;
  const notFound = `${capitalized(noun)} not found`;
  const defaultKey: KeyParam = { name: 'id', description: `the ${noun} id or slug` };

  /**
   * A list in react-admin's dialect (sort, range, filter; Content-Range). Public lists are answered from
   * the response cache (304 to a matching If-None-Match); admin lists, which show drafts, never are.
   */
  function listRoute<P extends $ZodType | undefined, Q extends $ZodType | undefined>(spec: {
    path?: string;
    summary: string;
    access: Access;
    params?: P;
    query: Q;
    /** The 400 answer's description, when the route takes more than sort, range and filter. */
    badQuery?: string;
    find: (
      em: EntityManager,
      list: ListQuery,
      input: RouteInput<P, Q, undefined, undefined>,
    ) => Promise<{ rows: Row[]; total: number }>;
  }): RouteDecl {
    const cached = spec.access === 'public';
    const answer = async (ctx: Ctx, input: RouteInput<P, Q, undefined, undefined>) => {
      const listQuery = parseListQuery(ctx.query, resource.sortable);
      const { rows, total } = await spec.find(ctx.state.em, listQuery, input);
      return listAnswer(tag, listQuery, rows.map(toJson), total);
    };
    const badQuery = spec.badQuery ?? BAD_LIST;
    return defineRoute<P, Q>({
      method: 'get',
      path: spec.path ?? path,
      tag,
      summary: spec.summary,
      access: spec.access,
      params: spec.params,
      query: spec.query,
      responses: cached
        ? { 200: list(schema), 304: NOT_MODIFIED, 400: badQuery }
        : { 200: list(schema), 400: badQuery },
      handler: async (ctx, input) => {
        if (cached)
          return sendFromCache(ctx, cache, [tag, ...(resource.listTags ?? [])], () => answer(ctx, input));
        const { data, headers } = await answer(ctx, input);
        if (headers) ctx.set(headers);
        ctx.body = data;
      },
    });
  }

  /**
   * A GET of one record by its key: public ones answered from the response cache, admin ones (a record
   * only the owner may see) read each time. `under` puts a segment before the key, for a read by id beside
   * one by slug (`/api/blog/id/:id`).
   */
  function readRoute(spec: {
    summary: string;
    key?: KeyParam;
    under?: string;
    access?: Access;
    find: Find<Row>;
  }): RouteDecl {
    const key = spec.key ?? defaultKey;
    const access = spec.access ?? 'public';
    const read = async (ctx: Ctx, params: unknown) => {
      const row = await spec.find(ctx.state.em, keyOf(params, key));
      return { data: toJson(row), tags: resource.recordTags?.(row) };
    };
    return defineRoute({
      method: 'get',
      path: spec.under ? `${path}/${spec.under}/:${key.name}` : `${path}/:${key.name}`,
      tag,
      summary: spec.summary,
      access,
      params: keyParams(key),
      responses:
        access === 'public'
          ? { 200: ok(schema), 304: NOT_MODIFIED, 404: notFound }
          : { 200: ok(schema), 404: notFound },
      handler: async (ctx, { params }) => {
        if (access === 'public') return sendFromCache(ctx, cache, tag, () => read(ctx, params));
        ctx.body = (await read(ctx, params)).data;
      },
    });
  }

  /**
   * The admin's create, update and delete. Slugs are unique, hence the 409s; every write empties the
   * cached answers it may have changed (`invalidates`).
   */
  function writeRoutes<I extends $ZodType>(spec: {
    input: I;
    key?: KeyParam;
    invalidates: CacheTag[];
    deleteSummary?: string;
    /** The 409 answer's description (default: the slug is taken); false: writes never conflict. */
    conflict?: string | false;
    find: Find<Row>;
    create: (ctx: Ctx, input: output<I>) => Promise<Row>;
    update: (em: EntityManager, current: Row, input: output<I>) => Promise<Row>;
    remove: Find<Row>;
  }): RouteDecl[] {
    const key = spec.key ?? defaultKey;
    const admin = { tag, access: 'admin' as const };
    const one = { ...admin, path: `${path}/:${key.name}`, params: keyParams(key) };
    const conflictText = spec.conflict ?? `A ${noun} with this slug already exists`;
    const conflicts: Record<number, string> = conflictText === false ? {} : { 409: conflictText };
    const invalidate = () => cache.invalidate(...spec.invalidates);
    return [
      defineRoute({
        ...admin,
        method: 'post',
        path,
        summary: `Create a ${noun}`,
        body: spec.input,
        responses: { 201: ok(schema, 'Created'), ...conflicts },
        handler: async (ctx, { body }) => {
          const row = await spec.create(ctx, body as output<I>);
          invalidate();
          ctx.status = 201;
          ctx.body = toJson(row);
        },
      }),
      defineRoute({
        ...one,
        method: 'put',
        summary: `Update a ${noun} (fields left out keep their value)`,
        bodyOverCurrent: spec.input,
        responses: { 200: ok(schema), 404: notFound, ...conflicts },
        handler: async (ctx, { params, merge }) => {
          const current = await spec.find(ctx.state.em, keyOf(params, key));
          const base = resource.mergeBase?.(current) ?? (toJson(current) as object);
          const merged = (merge as (current: object) => output<I>)(base);
          const row = await spec.update(ctx.state.em, current, merged);
          invalidate();
          ctx.body = toJson(row);
        },
      }),
      defineRoute({
        ...one,
        method: 'delete',
        summary: spec.deleteSummary ?? `Delete a ${noun}`,
        responses: { 200: ok(schema), 404: notFound },
        handler: async (ctx, { params }) => {
          const row = await spec.remove(ctx.state.em, keyOf(params, key));
          invalidate();
          ctx.body = toJson(row);
        },
      }),
    ];
  }

  return { listRoute, readRoute, writeRoutes };
}
