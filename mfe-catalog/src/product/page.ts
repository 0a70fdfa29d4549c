import { type Category, findCategory } from '@ata/core/category';
import { definePage, lazyModule } from '@ata/ui';
import { prefetchRecord } from '@ata/ui/page/prefetch-record.ts';
import { catalogQueries } from '../data/queries.ts';
import { productHead, productStructuredData } from './product-head.ts';
import { relatedProductsRequest } from './related.ts';

const ProductScreen = lazyModule('src/product/ProductPage.tsx', () =>
  import('./ProductPage.tsx').then((m) => m.ProductPage),
);

/** `/product/<id>`: one product, with its category's other products. */
export const productPage = definePage({
  path: '/product/{id}',
  screen: ProductScreen,
  props: ({ params }) => ({ id: params.id }),
  // What the server entry reads: the browser build leaves it out, and with it what only it imports
  // (the screen shows the same head itself).
  ...(import.meta.env.SSR && {
    head: productHead,
    prefetch: async ({ client, api, params }) => {
      const queries = catalogQueries(api);
      const found = await prefetchRecord(client, api, queries.product(params.id), [
        client.prefetchQuery(queries.categories),
      ]);
      if (!found.record) return { status: found.status };
      const product = found.record;
      const categories = client.getQueryData<Category[]>(queries.categories.queryKey) ?? [];
      const category = product.categoryId ? findCategory(categories, product.categoryId) : undefined;
      if (category) await client.prefetchQuery(queries.catalog(relatedProductsRequest(category.id)));
      return { data: { product, categories } };
    },
    jsonLd: productStructuredData,
  }),
});
