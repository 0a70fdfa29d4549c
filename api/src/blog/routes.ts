import { blogPostInputSchema, blogPostSchema } from '@ata/core/blog';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import { parseListQuery } from '../db/list-query.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { list, listQuerySchema, listQueryShape, NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { blogPostJson } from './serialize.ts';
import {
  blogSortable,
  createPost,
  deletePost,
  getPostById,
  getPostBySlug,
  listPosts,
  updatePost,
} from './service.ts';

const NOT_FOUND = 'Blog post not found';
const SLUG_TAKEN = 'A blog post with this slug already exists';
const BAD_LIST = 'Invalid sort, range or filter';
// GET takes a slug, PUT and DELETE an id: one parameter name, since OpenAPI paths differing only by it clash.
const slugParams = z.object({ post: keySchema.check(z.describe("the post's slug (admins: its id too)")) });
const idParams = z.object({ post: keySchema.check(z.describe("the post's id")) });

export function blogRoutes({ cache }: { cache: JsonCache }) {
  const invalidate = () => cache.invalidate('blog');
  const tag = 'blog';
  return [
    defineRoute({
      method: 'get',
      path: '/api/blog',
      tag,
      summary: 'Published posts, newest first',
      access: 'public',
      query: z.object({
        ...listQueryShape,
        category: z.optional(keySchema.check(z.describe('a blog topic slug'))),
      }),
      responses: { 200: list(blogPostSchema), 304: NOT_MODIFIED, 400: BAD_LIST },
      handler: (ctx, { query }) =>
        sendFromCache(ctx, cache, 'blog', async () => {
          const listQuery = parseListQuery(ctx.query, blogSortable);
          const scope = { publishedOnly: true, categoryId: query.category || undefined };
          const { rows, total } = await listPosts(ctx.state.em, listQuery, scope);
          return listAnswer('blog', listQuery, rows.map(blogPostJson), total);
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/blog/all',
      tag,
      summary: 'All posts, drafts included',
      access: 'admin',
      query: listQuerySchema,
      responses: { 200: list(blogPostSchema), 400: BAD_LIST },
      handler: async (ctx) => {
        const listQuery = parseListQuery(ctx.query, blogSortable);
        const { rows, total } = await listPosts(ctx.state.em, listQuery, { publishedOnly: false });
        const answer = listAnswer('blog', listQuery, rows.map(blogPostJson), total);
        if (answer.headers) ctx.set(answer.headers);
        ctx.body = answer.data;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/blog/category/:category',
      tag,
      summary: 'Published posts of a topic',
      access: 'public',
      params: z.object({ category: keySchema.check(z.describe('a blog topic slug')) }),
      query: listQuerySchema,
      responses: { 200: list(blogPostSchema), 304: NOT_MODIFIED, 400: BAD_LIST },
      handler: (ctx, { params }) =>
        sendFromCache(ctx, cache, 'blog', async () => {
          const listQuery = parseListQuery(ctx.query, blogSortable);
          const scope = { publishedOnly: true, categoryId: params.category };
          const { rows, total } = await listPosts(ctx.state.em, listQuery, scope);
          return listAnswer('blog', listQuery, rows.map(blogPostJson), total);
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/blog/id/:id',
      tag,
      summary: 'One post by id, drafts included',
      access: 'admin',
      params: z.object({ id: keySchema }),
      responses: { 200: ok(blogPostSchema), 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        ctx.body = blogPostJson(await getPostById(ctx.state.em, params.id));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/blog/:post',
      tag,
      summary: 'One published post by slug (admins: drafts too, and ids)',
      access: 'public',
      params: slugParams,
      responses: { 200: ok(blogPostSchema), 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        const user = await ctx.state.getUser().catch(() => null);
        const post = await getPostBySlug(ctx.state.em, params.post, Boolean(user?.isAdmin));
        if (!post.published) ctx.set('Cache-Control', 'no-store');
        ctx.body = blogPostJson(post);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/blog',
      tag,
      summary: 'Create a post',
      access: 'admin',
      body: blogPostInputSchema,
      responses: { 201: ok(blogPostSchema, 'Created'), 409: SLUG_TAKEN },
      handler: async (ctx, { body }) => {
        const user = await ctx.state.getUser();
        const post = await createPost(ctx.state.em, body, user?.id ?? null);
        invalidate();
        ctx.status = 201;
        ctx.body = blogPostJson(post);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/blog/:post',
      tag,
      summary: 'Update a post (fields left out keep their value)',
      access: 'admin',
      params: idParams,
      bodyOverCurrent: blogPostInputSchema,
      responses: { 200: ok(blogPostSchema), 404: NOT_FOUND, 409: SLUG_TAKEN },
      handler: async (ctx, { params, merge }) => {
        const current = await getPostById(ctx.state.em, params.post);
        const post = await updatePost(ctx.state.em, current, merge(blogPostJson(current)));
        invalidate();
        ctx.body = blogPostJson(post);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/blog/:post',
      tag,
      summary: 'Delete a post',
      access: 'admin',
      params: idParams,
      responses: { 200: ok(blogPostSchema), 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        const post = await deletePost(ctx.state.em, params.post);
        invalidate();
        ctx.body = blogPostJson(post);
      },
    }),
  ];
}
