// Server entry: renders the blog's page for a URL with its data, for the API's page composer.
// Built with `vite build --ssr` into dist/server/ (react, react-dom and react-query stay external).
import type { BlogPost } from '@ata/core/blog';
import { ApiError, createApiClient } from '@ata/core/http';
import { pageTitle } from '@ata/core/routes';
import { settingsQuery } from '@ata/ui';
import { breadcrumbJsonLd, headTags, routeHead } from '@ata/ui/server/head.ts';
import {
  createServerQueryClient,
  renderTree,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';
import { blogQueries } from './data/queries.ts';
import { parseBlogFilters } from './list/list-logic.ts';
import { blogPostingJsonLd, metaDescription } from './post/structured-data.ts';
import { matchBlogRoute } from './routing/routes.ts';

export async function render({ url, origin, data }: ServerRenderInput): Promise<ServerRenderResult> {
  const client = createServerQueryClient();
  const api = createApiClient({ fetch: data.fetch });
  const queries = blogQueries(api);
  const { pathname, searchParams } = new URL(url, origin);
  const route = matchBlogRoute(pathname);
  let status = 200;
  let head = headTags(routeHead(url, origin));

  if (route.kind === 'list') {
    const topic = parseBlogFilters(searchParams).category || undefined;
    await client.prefetchQuery(queries.posts(topic));
  } else if (route.kind === 'post') {
    const postQuery = queries.post(route.slug);
    await Promise.all([
      client.prefetchQuery(postQuery),
      client.prefetchQuery(queries.posts()),
      // The share bar's settings: the browser's key, read through the in-process client.
      client.prefetchQuery({ ...settingsQuery, queryFn: () => api.getJson('/api/settings') }),
    ]);
    const post = client.getQueryData<BlogPost>(postQuery.queryKey);
    const error = client.getQueryState(postQuery.queryKey)?.error;
    if (post) head = postHead(post, origin);
    else status = error instanceof ApiError && error.status === 404 ? 404 : 503;
  } else {
    status = 404;
  }

  const { html, state } = await renderTree(<App queryClient={client} />, { url, client });
  return { html, head, status, state };
}

function postHead(post: BlogPost, origin: string): string {
  const canonical = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  return headTags({
    title: pageTitle(post.title),
    description: metaDescription(post),
    canonical,
    type: 'article',
    image: post.imageUrl ? new URL(post.imageUrl, origin).href : undefined,
    properties: {
      'article:published_time': post.createdAt,
      'article:modified_time': post.updatedAt,
    },
    jsonLd: [
      blogPostingJsonLd(post, canonical),
      breadcrumbJsonLd([
        { name: 'Home', url: `${origin}/` },
        { name: 'Blog', url: `${origin}/blog` },
        { name: post.title, url: canonical },
      ]),
    ],
  });
}
