import { definePage } from '@ata/ui';
import { organizationJsonLd } from '@ata/ui/page/page-head.ts';
import { catalogQueries } from '../data/queries.ts';
import { featuredRequests, HomePage } from './HomePage.tsx';
import { homeHead } from './home-head.ts';

/** `/`: the home page, in the first bundle (the JS budget of `/`). */
export const homePage = definePage({
  path: '/',
  screen: HomePage,
  // What the server entry reads: the browser build leaves it out, and with it what only it imports
  // (the screen shows the same head itself).
  ...(import.meta.env.SSR && {
    head: homeHead,
    prefetch: async ({ client, api }) => {
      const queries = catalogQueries(api);
      await Promise.all([
        ...featuredRequests.map((request) => client.prefetchQuery(queries.catalog(request))),
        client.prefetchQuery(queries.categories),
      ]);
      return {};
    },
    jsonLd: (_data, origin) => [organizationJsonLd(origin)],
  }),
});
