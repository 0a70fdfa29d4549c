import { definePage, lazyModule } from '@ata/ui';
import { catalogQueries } from '../data/queries.ts';

const ShopScreen = lazyModule('src/shop/ShopPage.tsx', () =>
  import('./ShopPage.tsx').then((m) => m.ShopPage),
);

/** `/shop`: the catalogue with its filters in the query (the route's own head: the screen names the category). */
export const shopPage = definePage({
  path: '/shop',
  screen: ShopScreen,
  // What the server entry reads: the browser build leaves it out, and with it what only it imports.
  ...(import.meta.env.SSR && {
    prefetch: async ({ client, api, query }) => {
      const queries = catalogQueries(api);
      await Promise.all([
        client.prefetchInfiniteQuery(queries.shopCatalog(query.toString())),
        client.prefetchQuery(queries.categories),
      ]);
      return {};
    },
  }),
});
