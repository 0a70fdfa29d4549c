import { blogPostInputSchema, blogPostSchema } from '@ata/core/blog';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import type { BlogPostRow } from '../db/entities/index.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema, listQueryShape, ok } from '../http/responses.ts';
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

const posts: Resource<BlogPostRow> = {
  tag: 'blog',
  noun: 'blog post',
  schema: blogPostSchema,
  toJson: blogPostJson,
  sortable: blogSortable,
};
const NOT_FOUND = 'Blog post not found';
const topic = keySchema.check(z.describe('a blog topic slug'));

export function blogRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, posts);
  return [
    listRoute({
      summary: 'Published posts, newest first',
      access: 'public',
      query: z.object({ ...listQueryShape, category: z.optional(topic) }),
      find: (em, list, { query }) =>
        listPosts(em, list, { publishedOnly: true, categoryId: query.category || undefined }),
    }),
    listRoute({
      path: '/api/blog/all',
      summary: 'All posts, drafts included',
      access: 'admin',
      query: listQuerySchema,
      find: (em, list) => listPosts(em, list, { publishedOnly: false }),
    }),
    listRoute({
      path: '/api/blog/category/:category',
      summary: 'Published posts of a topic',
      access: 'public',
      params: z.object({ category: topic }),
      query: listQuerySchema,
      find: (em, list, { params }) =>
        listPosts(em, list, { publishedOnly: true, categoryId: params.category }),
    }),
    readRoute({
      summary: 'One post by id, drafts included',
      under: 'id',
      key: { name: 'id', description: "the post's id" },
      access: 'admin',
      find: getPostById,
    }),
    defineRoute({
      method: 'get',
      // GET takes a slug, PUT and DELETE an id: one parameter name, since OpenAPI paths differing only by it clash.
      path: '/api/blog/:post',
      tag: posts.tag,
      summary: 'One published post by slug (admins: drafts too, and ids)',
      access: 'public',
      params: z.object({ post: keySchema.check(z.describe("the post's slug (admins: its id too)")) }),
      responses: { 200: ok(blogPostSchema), 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        const user = await ctx.state.getUser().catch(() => null);
        const post = await getPostBySlug(ctx.state.em, params.post, Boolean(user?.isAdmin));
        if (!post.published) ctx.set('Cache-Control', 'no-store');
        ctx.body = blogPostJson(post);
      },
    }),
    ...writeRoutes({
      input: blogPostInputSchema,
      key: { name: 'post', description: "the post's id" },
      invalidates: ['blog'],
      find: getPostById,
      create: async (ctx, input) => createPost(ctx.state.em, input, (await ctx.state.getUser())?.id ?? null),
      update: updatePost,
      remove: deletePost,
    }),
  ];
}
