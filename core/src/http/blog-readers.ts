import type { BlogPost } from '../blog/schema.ts';

// Zod-free reader for the blog's read paths (GET /api/blog, /api/blog/:slug, /api/blog/category/:topic),
// for the same reason as readers.ts: zod would add ≈25 KB gzipped to the blog's bundle. It applies the
// conversions of `blogPostSchema` (ISO timestamps, `published` false when absent) and throws on anything
// that is not a post, so a bad answer shows the page's error state instead of breaking the render.
// blog-readers.test.ts keeps the two in agreement.

type Raw = Record<string, unknown>;

const field = (raw: Raw, key: string): string => {
  const value = raw[key];
  if (typeof value !== 'string') throw new TypeError(`Expected "${key}" to be text`);
  return value;
};

const optionalField = (raw: Raw, key: string): string | null | undefined => {
  const value = raw[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw new TypeError(`Expected "${key}" to be text`);
  return value;
};

const isoDate = (raw: Raw, key: string): string => {
  const value = raw[key];
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Expected "${key}" to be a date`);
  return date.toISOString();
};

export function readBlogPost(raw: unknown): BlogPost {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('Expected a blog post');
  const post = raw as Raw;
  if (post.published !== undefined && typeof post.published !== 'boolean')
    throw new TypeError('Expected "published" to be true or false');
  return {
    id: field(post, 'id'),
    slug: field(post, 'slug'),
    title: field(post, 'title'),
    excerpt: field(post, 'excerpt'),
    content: field(post, 'content'),
    imageUrl: optionalField(post, 'imageUrl'),
    categoryId: optionalField(post, 'categoryId'),
    authorId: optionalField(post, 'authorId'),
    published: post.published ?? false,
    createdAt: isoDate(post, 'createdAt'),
    updatedAt: isoDate(post, 'updatedAt'),
  };
}

export function readBlogPosts(raw: unknown): BlogPost[] {
  if (!Array.isArray(raw)) throw new TypeError('Expected a list of blog posts');
  return raw.map(readBlogPost);
}
