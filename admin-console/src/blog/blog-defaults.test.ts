import { describe, expect, it } from 'vitest';
import { toBlogPostInput } from './blog-defaults.ts';

describe('toBlogPostInput', () => {
  it('sends the parsed form and derives a missing slug from the title', () => {
    const input = toBlogPostInput({
      id: 'x',
      title: ' Jollof Rice Secrets ',
      slug: '',
      excerpt: 'The party classic, step by step.',
      content: 'Parboil the rice, fry the tomato base and let it steam.',
      imageUrl: '',
      categoryId: 'recipes',
      published: false,
    });
    expect(input).toEqual({
      title: 'Jollof Rice Secrets',
      slug: 'jollof-rice-secrets',
      excerpt: 'The party classic, step by step.',
      content: 'Parboil the rice, fry the tomato base and let it steam.',
      imageUrl: null,
      categoryId: 'recipes',
      published: false,
    });
  });
});
