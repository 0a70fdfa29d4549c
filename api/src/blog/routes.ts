import { blogPostInputSchema } from '@ata/core/blog';
import Router from '@koa/router';
import { requireAdmin } from '../auth/middleware.ts';
import type { Orm } from '../db/orm.ts';
import { listAnswer, sendFromCache } from '../http/cached-route.ts';
import type { AppState } from '../http/context.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { parseListQuery } from '../http/list-query.ts';
import { mergeBody, param, parseBody } from '../http/validate.ts';
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

export function blogRoutes({ orm, cache }: { orm: Orm; cache: JsonCache }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/blog' });
  const invalidate = () => cache.invalidate('blog');

  router.get('/', (ctx) =>
    sendFromCache(ctx, cache, 'blog', async () => {
      const list = parseListQuery(ctx.query, blogSortable);
      const category =
        typeof ctx.query.category === 'string' && ctx.query.category ? ctx.query.category : undefined;
      const { rows, total } = await listPosts(orm.em.fork(), list, {
        publishedOnly: true,
        categoryId: category,
      });
      return listAnswer('blog', list, rows.map(blogPostJson), total);
    }),
  );

  router.get('/all', requireAdmin, async (ctx) => {
    const list = parseListQuery(ctx.query, blogSortable);
    const { rows, total } = await listPosts(orm.em.fork(), list, { publishedOnly: false });
    const answer = listAnswer('blog', list, rows.map(blogPostJson), total);
    if (answer.headers) ctx.set(answer.headers);
    ctx.body = answer.data;
  });

  router.get('/category/:category', (ctx) =>
    sendFromCache(ctx, cache, 'blog', async () => {
      const list = parseListQuery(ctx.query, blogSortable);
      const scope = { publishedOnly: true, categoryId: param(ctx, 'category') };
      const { rows, total } = await listPosts(orm.em.fork(), list, scope);
      return listAnswer('blog', list, rows.map(blogPostJson), total);
    }),
  );

  router.get('/id/:id', requireAdmin, async (ctx) => {
    ctx.body = blogPostJson(await getPostById(orm.em.fork(), param(ctx, 'id')));
  });

  router.get('/:slug', async (ctx) => {
    const user = await ctx.state.getUser().catch(() => null);
    const post = await getPostBySlug(orm.em.fork(), param(ctx, 'slug'), Boolean(user?.isAdmin));
    if (!post.published) ctx.set('Cache-Control', 'no-store');
    ctx.body = blogPostJson(post);
  });

  router.post('/', requireAdmin, async (ctx) => {
    const input = parseBody(blogPostInputSchema, ctx.request.body);
    const user = await ctx.state.getUser();
    const post = await createPost(orm.em.fork(), input, user?.id ?? null);
    invalidate();
    ctx.status = 201;
    ctx.body = blogPostJson(post);
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const em = orm.em.fork();
    const current = await getPostById(em, param(ctx, 'id'));
    const input = parseBody(blogPostInputSchema, mergeBody(blogPostJson(current), ctx.request.body));
    const post = await updatePost(em, current, input);
    invalidate();
    ctx.body = blogPostJson(post);
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    const post = await deletePost(orm.em.fork(), param(ctx, 'id'));
    invalidate();
    ctx.body = blogPostJson(post);
  });

  return router;
}
