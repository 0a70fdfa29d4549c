import { truncate } from '../format/text.ts';

/** Reading time in minutes: 200 words a minute, rounded up, at least 1. */
export const WORDS_PER_MINUTE = 200;
export const readingTime = (content: string): number => {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};
/** The post page always shows this label, whatever the post's length. */
export const POST_READING_TIME_LABEL = '5 min read';

/** How long a made-up excerpt is, by card size, when a post has none. */
export const EXCERPT_LENGTH = { compact: 120, large: 180, small: 100 } as const;
/** The blog list features its first 3 posts. */
export const FEATURED_POSTS = 3;

const stripMarkdown = (markdown: string): string =>
  markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|\*|__|_)(.*?)\1/g, '$2')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The post's excerpt, or its content cut to the card's length when there is none. */
export const postExcerpt = (post: { excerpt?: string | null; content: string }, length: number): string =>
  post.excerpt?.trim() ? post.excerpt : truncate(stripMarkdown(post.content), length);
