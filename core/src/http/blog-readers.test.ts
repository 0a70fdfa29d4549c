import { describe, expect, it } from 'vitest';
import { blogPostSchema } from '../blog/schema.ts';
import { readBlogPost, readBlogPosts } from './blog-readers.ts';

const apiPost = {
  id: '8b61ff8f-1114-493f-a6cb-474bec7bea04',
  slug: 'how-to-make-party-jollof-rice',
  title: 'How to Make Party Jollof Rice',
  excerpt: 'Smoky, deep-red and patient.',
  content: '## Method\n\nFry the base until the oil floats.',
  imageUrl: '/api/images/blog-jollof.svg',
  categoryId: 'recipes',
  authorId: null,
  published: true,
  createdAt: '2025-03-14T09:30:00.000Z',
  updatedAt: '2025-03-15T09:30:00Z',
};

describe('zod-free blog reader', () => {
  it.each([
    ['a full post', apiPost],
    [
      'optional fields absent, published missing',
      { ...apiPost, imageUrl: undefined, categoryId: null, published: undefined },
    ],
  ])('agrees with blogPostSchema: %s', (_, raw) => {
    expect(readBlogPost(raw)).toEqual(blogPostSchema.parse(raw));
  });

  it('reads a list', () => {
    expect(readBlogPosts([apiPost, apiPost])).toHaveLength(2);
    expect(() => readBlogPosts({ posts: [] })).toThrow('Expected a list of blog posts');
  });

  it.each([
    ['no title', { ...apiPost, title: undefined }],
    ['content not text', { ...apiPost, content: null }],
    ['bad date', { ...apiPost, createdAt: 'yesterday' }],
    ['published as text', { ...apiPost, published: 'yes' }],
    ['image as number', { ...apiPost, imageUrl: 3 }],
  ])('refuses what the schema refuses: %s', (_, raw) => {
    expect(() => blogPostSchema.parse(raw)).toThrow();
    expect(() => readBlogPost(raw)).toThrow(TypeError);
  });
});
