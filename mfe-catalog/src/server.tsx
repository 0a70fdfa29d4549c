// Server entry: renders the catalogue's page for a URL with its data, for the API's page composer.
// Built with `vite build --ssr` into dist/server/ (react, react-dom and react-query stay external).
import { type Category, findCategory } from '@ata/core/category';
import { META_DESCRIPTION_LENGTH } from '@ata/core/format';
import { nairaText } from '@ata/core/money';
import type { Product } from '@ata/core/product';
import { pageTitle } from '@ata/core/routes';
import { brand } from '@ata/core/site';
import { breadcrumbJsonLd, DEFAULT_DESCRIPTION, headTags, organizationJsonLd } from '@ata/ui/server/head.ts';
import { prefetchRecord, serverEntry } from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';
import { catalogQueries } from './data/queries.ts';
import { featuredRequests, HOME_TITLE } from './home/HomePage.tsx';
import { productJsonLd } from './product/product-json-ld.ts';
import { RELATED_PRODUCTS } from './product/RelatedProducts.tsx';
import { catalogScreen } from './routing/routes.ts';

// The modules App.tsx loads lazily for these screens: the browser's chunks of them are preloaded.
const SHOP_SCREEN = 'src/shop/ShopPage.tsx';
const PRODUCT_SCREEN = 'src/product/ProductPage.tsx';

export const render = serverEntry(App, async ({ client, api, location, origin }) => {
  const queries = catalogQueries(api);
  const route = catalogScreen(location.pathname);
  if (route?.name === 'product') {
    const product = await prefetchRecord(client, api, queries.product(route.id), [
      client.prefetchQuery(queries.categories),
    ]);
    if (!product.record) return { status: product.status };
    const categories = client.getQueryData<Category[]>(queries.categories.queryKey) ?? [];
    const { categoryId } = product.record;
    const category = categoryId ? findCategory(categories, categoryId) : undefined;
    if (category)
      await client.prefetchQuery(queries.catalog({ category: category.id, pageSize: RELATED_PRODUCTS + 1 }));
    return { head: productHead(product.record, origin, categories), preload: [PRODUCT_SCREEN] };
  }
  if (route?.name === 'shop') {
    await Promise.all([
      client.prefetchInfiniteQuery(queries.shopCatalog(location.search)),
      client.prefetchQuery(queries.categories),
    ]);
    return { preload: [SHOP_SCREEN] };
  }
  if (route?.name !== 'home') return { status: 404 };
  await Promise.all([
    ...featuredRequests.map((request) => client.prefetchQuery(queries.catalog(request))),
    client.prefetchQuery(queries.categories),
  ]);
  return {
    head: headTags({
      title: HOME_TITLE,
      description: DEFAULT_DESCRIPTION,
      canonical: `${origin}/`,
      jsonLd: [organizationJsonLd(origin)],
    }),
  };
});

function productHead(product: Product, origin: string, categories: Parameters<typeof findCategory>[0] = []) {
  const canonical = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const category = product.categoryId ? findCategory(categories, product.categoryId) : undefined;
  const crumbs = [
    { name: 'Home', url: `${origin}/` },
    { name: 'Shop', url: `${origin}/shop` },
    ...(category
      ? [{ name: category.name, url: `${origin}/shop?category=${encodeURIComponent(category.slug)}` }]
      : []),
    { name: product.name, url: canonical },
  ];
  return headTags({
    title: pageTitle(product.name, brand.name),
    description: product.description.slice(0, META_DESCRIPTION_LENGTH),
    canonical,
    type: 'product',
    image: product.imageUrl ? new URL(product.imageUrl, origin).href : undefined,
    properties: {
      'product:price:amount': nairaText(product.price),
      'product:price:currency': 'NGN',
    },
    jsonLd: [productJsonLd(product, canonical), breadcrumbJsonLd(crumbs)],
  });
}
