import { matchRoute } from '@ata/ui';

export type BlogRoute = { kind: 'list' } | { kind: 'post'; slug: string } | { kind: 'none' };

/** `/blog` → the list, `/blog/<slug>` → one post (core's route table, through @ata/ui). */
export function matchBlogRoute(pathname: string): BlogRoute {
  const match = matchRoute(pathname);
  if (match?.route.path === '/blog') return { kind: 'list' };
  if (match?.route.path === '/blog/{slug}' && match.params.slug)
    return { kind: 'post', slug: match.params.slug };
  return { kind: 'none' };
}
