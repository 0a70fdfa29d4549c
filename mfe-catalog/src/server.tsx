// Server entry: renders the catalogue's page for a URL with its data, for the API's page composer.
// Built with `vite build --ssr` into dist/server/ (react, react-dom and react-query stay external).
import { type Category, findCategory } from '@ata/core/category';
import { META_DESCRIPTION_LENGTH } from '@ata/core/format';
import { ApiError, createApiClient } from '@ata/core/http';
import type { Product } from '@ata/core/product';
import { pageTitle } from '@ata/core/routes';
import { brand } from '@ata/core/site';
import { settingsQuery } from '@ata/ui';
import {
  breadcrumbJsonLd,
  DEFAULT_DESCRIPTION,
  headTags,
  organizationJsonLd,
  routeHead,
} from '@ata/ui/server/head.ts';
import {
  createServerQueryClient,
  renderTree,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';
import { catalogQueries } from './data/queries.ts';
import { featuredRequests, HOME_TITLE } from './home/HomePage.tsx';
import { productJsonLd } from './product/product-json-ld.ts';
import { RELATED_PRODUCTS } from './product/RelatedProducts.tsx';
import { catalogScreen } from './routing/routes.ts';

export async function render({ url, origin, data }: ServerRenderInput): Promise<ServerRenderResult> {
  const client = createServerQueryClient();
  const api = createApiClient({ fetch: data.fetch });
  const queries = catalogQueries(api);
  const { pathname, search } = new URL(url, origin);
  const route = catalogScreen(pathname);
  let status = 200;
  let head = headTags(routeHead(url, origin));

  if (route?.name === 'product') {
    const productQuery = queries.product(route.id);
    await Promise.all([
      client.prefetchQuery(productQuery),
      client.prefetchQuery(queries.categories),
      // The same key as the browser's settings query, read through the in-process client.
      client.prefetchQuery({ ...settingsQuery, queryFn: () => api.getJson('/api/settings') }),
    ]);
    const product = client.getQueryData<Product>(productQuery.queryKey);
    const error = client.getQueryState(productQuery.queryKey)?.error;
    if (product) {
      const categories = client.getQueryData<Category[]>(queries.categories.queryKey) ?? [];
      head = productHead(product, origin, categories);
      const category = product.categoryId ? findCategory(categories, product.categoryId) : undefined;
      if (category)
        await client.prefetchQuery(
          queries.catalog({ category: category.id, pageSize: RELATED_PRODUCTS + 1 }),
        );
    } else status = error instanceof ApiError && error.status === 404 ? 404 : 503;
  } else if (route?.name === 'shop') {
    await Promise.all([
      client.prefetchInfiniteQuery(queries.shopCatalog(search)),
      client.prefetchQuery(queries.categories),
    ]);
  } else if (route?.name === 'home') {
    await Promise.all([
      ...featuredRequests.map((request) => client.prefetchQuery(queries.catalog(request))),
      client.prefetchQuery(queries.categories),
    ]);
    head = headTags({
      title: HOME_TITLE,
      description: DEFAULT_DESCRIPTION,
      canonical: `${origin}/`,
      jsonLd: [organizationJsonLd(origin)],
    });
  } else {
    status = 404;
  }

  const { html, state } = await renderTree(<App queryClient={client} />, { url, client });
  return { html, head, status, state };
}

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
      'product:price:amount': product.price.toFixed(2),
      'product:price:currency': 'NGN',
    },
    jsonLd: [productJsonLd(product, canonical), breadcrumbJsonLd(crumbs)],
  });
}
