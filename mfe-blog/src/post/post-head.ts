import type { BlogPost } from '@ata/core/blog';
import { pageTitle } from '@ata/core/routes';
import { breadcrumbJsonLd, type PageHead } from '@ata/ui/page/page-head.ts';
import { blogPostingJsonLd, metaDescription } from './structured-data.ts';

const postUrl = (post: BlogPost, origin: string) => `${origin}/blog/${encodeURIComponent(post.slug)}`;

/** A post's head: its title and description, its image and dates for previews. */
export function postHead(post: BlogPost, origin: string): PageHead {
  return {
    title: pageTitle(post.title),
    description: metaDescription(post),
    canonical: postUrl(post, origin),
    type: 'article',
    image: post.imageUrl ? new URL(post.imageUrl, origin).href : undefined,
    properties: {
      'article:published_time': post.createdAt,
      'article:modified_time': post.updatedAt,
    },
  };
}

/** A post's JSON-LD: the BlogPosting, and its breadcrumbs. */
export function postStructuredData(post: BlogPost, origin: string): unknown[] {
  const canonical = postUrl(post, origin);
  return [
    blogPostingJsonLd(post, canonical),
    breadcrumbJsonLd([
      { name: 'Home', url: `${origin}/` },
      { name: 'Blog', url: `${origin}/blog` },
      { name: post.title, url: canonical },
    ]),
  ];
}
