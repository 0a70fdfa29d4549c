// Server entry: renders the blog's page for a URL with its data, for the API's page composer.
// Built with `vite build --ssr` into dist/server/ (react, react-dom and react-query stay external).
import type { BlogPost } from '@ata/core/blog';
import { pageTitle } from '@ata/core/routes';
import { breadcrumbJsonLd, headTags } from '@ata/ui/server/head.ts';
import { prefetchRecord, serverEntry } from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';
import { blogQueries } from './data/queries.ts';
import { parseBlogFilters } from './list/list-logic.ts';
import { blogPostingJsonLd, metaDescription } from './post/structured-data.ts';
import { matchBlogRoute } from './routing/routes.ts';

// What the post page loads lazily to render a post's body: its browser chunk is preloaded.
const MARKDOWN_MODULE = 'ui/src/markdown/Markdown.tsx';

export const render = serverEntry(App, async ({ client, api, location, origin }) => {
  const queries = blogQueries(api);
  const route = matchBlogRoute(location.pathname);
  if (route.kind === 'list') {
    const topic = parseBlogFilters(location.searchParams).category || undefined;
    await client.prefetchQuery(queries.posts(topic));
    return {};
  }
  if (route.kind !== 'post') return { status: 404 };
  const post = await prefetchRecord(client, api, queries.post(route.slug), [
    client.prefetchQuery(queries.posts()),
  ]);
  return {
    status: post.status,
    head: post.record && postHead(post.record, origin),
    preload: post.record ? [MARKDOWN_MODULE] : [],
  };
});

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
