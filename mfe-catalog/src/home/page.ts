import { definePage, lazyModule } from '@ata/ui';
import { organizationJsonLd } from '@ata/ui/page/page-head.ts';
import { catalogQueries } from '../data/queries.ts';
import { featuredRequests } from './featured.ts';
import { homeHead } from './home-head.ts';

const HomeScreen = lazyModule('src/home/HomePage.tsx', () =>
  import('./HomePage.tsx').then((m) => m.HomePage),
);

/**
 * `/`: the home page, in a chunk of its own like the other screens (preloaded where it shows), so that the
 * shop and the product pages do not download it before they hydrate.
 */
export const homePage = definePage({
  path: '/',
  screen: HomeScreen,
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
