/** Links into the storefront, each path segment URL-encoded. */
export const productHref = (id: string): string => `/product/${encodeURIComponent(id)}`;

export const postHref = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

const withQuery = (path: string, params?: URLSearchParams | Record<string, string>): string => {
  const query = (params instanceof URLSearchParams ? params : new URLSearchParams(params)).toString();
  return query ? `${path}?${query}` : path;
};

/** `/shop`, with filters (`search`, `category`, …) as its query. */
export const shopHref = (params?: URLSearchParams | Record<string, string>): string =>
  withQuery('/shop', params);

/** `/blog`, with filters (`search`, `category`) as its query. */
export const blogHref = (params?: URLSearchParams | Record<string, string>): string =>
  withQuery('/blog', params);
