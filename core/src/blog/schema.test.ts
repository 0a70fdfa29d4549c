import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { blogPostInputSchema, blogPostListSchema, blogPostSchema } from './schema.ts';

describe('admin blog post form', () => {
  it('blog post form messages and the editor default', () => {
    expect(
      fieldErrors(blogPostInputSchema, {
        title: 'Hi',
        excerpt: 'short',
        content: 'too short',
        categoryId: '',
      }),
    ).toEqual({
      title: 'Title must be at least 3 characters',
      excerpt: 'Excerpt must be at least 10 characters',
      content: 'Content must be at least 30 characters',
      categoryId: 'Category is required',
    });
    const post = blogPostInputSchema.parse({
      title: 'Jollof',
      excerpt: 'A party classic.',
      content: 'Wash the rice, then fry the tomato base.',
      categoryId: 'recipes',
    });
    expect(post.published).toBe(true);
  });
});

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

describe('reading blog posts from the API', () => {
  it('reads a full post, timestamps as ISO text', () => {
    expect(blogPostSchema.parse(apiPost)).toEqual({ ...apiPost, updatedAt: '2025-03-15T09:30:00.000Z' });
  });
  it('takes absent optional fields; published is false when missing', () => {
    const post = blogPostSchema.parse({
      ...apiPost,
      imageUrl: undefined,
      categoryId: null,
      published: undefined,
    });
    expect(post).toMatchObject({ categoryId: null, published: false });
    expect(post.imageUrl).toBeUndefined();
  });

  it('reads a list', () => {
    expect(blogPostListSchema.parse([apiPost, apiPost])).toHaveLength(2);
    expect(() => blogPostListSchema.parse({ posts: [] })).toThrow();
  });

  it.each([
    ['no title', { ...apiPost, title: undefined }],
    ['content not text', { ...apiPost, content: null }],
    ['bad date', { ...apiPost, createdAt: 'yesterday' }],
    ['published as text', { ...apiPost, published: 'yes' }],
    ['image as number', { ...apiPost, imageUrl: 3 }],
  ])('refuses %s', (_, raw) => {
    expect(() => blogPostSchema.parse(raw)).toThrow();
  });
});
