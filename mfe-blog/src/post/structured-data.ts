import { type BlogPost, postExcerpt } from '@ata/core/blog';
import { META_DESCRIPTION_LENGTH } from '@ata/core/format';
import { scriptSafeJson } from '@ata/core/html';
import { brand } from '@ata/core/site';
import { useEffect } from 'react';

export const AUTHOR_NAME = `${brand.name} Food Team`;

/** The meta description is the first 160 characters (of the excerpt, or the body as text). */
export const metaDescription = (post: BlogPost): string =>
  postExcerpt(post, META_DESCRIPTION_LENGTH).slice(0, META_DESCRIPTION_LENGTH);

/** schema.org BlogPosting for search engines. */
export function blogPostingJsonLd(post: BlogPost, pageUrl: string) {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: metaDescription(post),
    ...(post.imageUrl ? { image: absolute(post.imageUrl) } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: AUTHOR_NAME },
    publisher: { '@type': 'Organization', name: brand.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  };
}

/** Puts the post's JSON-LD in `<head>` while the post is shown. */
export function useJsonLd(data: unknown): void {
  const json = data === undefined ? undefined : scriptSafeJson(data);
  useEffect(() => {
    // The server already put it in <head> (the shell drops the server's head tags on the first navigation).
    if (json === undefined || document.head.querySelector('script[type="application/ld+json"][data-ssr]'))
      return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.blog = 'post';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
