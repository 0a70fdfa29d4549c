import { type BlogPostInput, blogPostInputSchema } from '@ata/core/blog';
import { slugify } from '@ata/core/format';

/** A new post: published by default in the editor (the database defaults to draft), no category yet. */
export const newPostDefaults = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  categoryId: '',
  published: true,
  recipeId: null,
};

/** The body sent to the API: the form as core parses it, the slug falling back to the title's. */
export function toBlogPostInput(values: Record<string, unknown>): BlogPostInput {
  const post = blogPostInputSchema.parse(values);
  return { ...post, slug: post.slug || slugify(post.title) };
}
