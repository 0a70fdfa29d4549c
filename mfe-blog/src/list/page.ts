import { definePage } from '@ata/ui';
import { blogQueries } from '../data/queries.ts';
import { BlogListPage } from './BlogListPage.tsx';
import { parseBlogFilters } from './list-logic.ts';

/** `/blog`: every post, or one topic's (the filters are in the query). */
export const listPage = definePage({
  path: '/blog',
  screen: BlogListPage,
  props: ({ query }) => ({ filters: parseBlogFilters(query) }),
  // What the server entry reads: the browser build leaves it out, and with it what only it imports.
  ...(import.meta.env.SSR && {
    prefetch: async ({ client, api, query }) => {
      await client.prefetchQuery(blogQueries(api).posts(parseBlogFilters(query).category || undefined));
      return {};
    },
  }),
});
