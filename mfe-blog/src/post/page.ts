import { definePage } from '@ata/ui';
import { prefetchRecord } from '@ata/ui/page/prefetch-record.ts';
import { blogQueries } from '../data/queries.ts';
import { BlogPostPage } from './BlogPostPage.tsx';
import { postHead, postStructuredData } from './post-head.ts';
import { recipeCartQuery } from './recipe-cart-query.ts';
import { servingsParam } from './servings-param.ts';

/** `/blog/<slug>`: one post, with the others for its related list. */
export const postPage = definePage({
  path: '/blog/{slug}',
  screen: BlogPostPage,
  props: ({ params, query }) => ({ slug: params.slug, servings: servingsParam(query.get('servings')) }),
  // What the server entry reads: the browser build leaves it out, and with it what only it imports
  // (the screen shows the same head itself).
  ...(import.meta.env.SSR && {
    head: postHead,
    prefetch: async ({ client, api, params, query }) => {
      const queries = blogQueries(api);
      const post = await prefetchRecord(client, api, queries.post(params.slug), [
        client.prefetchQuery(queries.posts()),
      ]);
      // The recipe cart under the post, for the servings asked (the form without JavaScript).
      if (post.record?.recipeId)
        await client.prefetchQuery(
          recipeCartQuery(post.record.recipeId, servingsParam(query.get('servings')), api),
        );
      return post.record ? { data: post.record } : { status: post.status };
    },
    jsonLd: postStructuredData,
  }),
});
