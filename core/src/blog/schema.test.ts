import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { blogPostInputSchema } from './schema.ts';

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
