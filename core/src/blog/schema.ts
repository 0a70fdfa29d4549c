import { z } from 'zod/mini';
import {
  boundedText,
  optionalImageUrlSchema,
  requiredChoice,
  requiredText,
  timestampSchema,
  uuidSchema,
} from '../validation/schema.ts';

export const blogPostSchema = z.object({
  id: uuidSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.nullish(z.string()),
  categoryId: z.nullish(z.string()),
  authorId: z.nullish(z.string()),
  published: z._default(z.boolean(), false),
  /** The recipe whose cart the post shows under it (`GET /api/recipes/:recipe` reads it by this id). */
  recipeId: z.nullish(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostListSchema = z.array(blogPostSchema);

/** The admin blog post form. Published defaults to true in the editor (false in storage). */
export const blogPostInputSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', 300),
  slug: z.optional(boundedText(200)),
  excerpt: requiredText(10, 'Excerpt must be at least 10 characters', 1000, { multiline: true }),
  content: requiredText(30, 'Content must be at least 30 characters', 50_000, { multiline: true }),
  imageUrl: optionalImageUrlSchema,
  categoryId: requiredChoice('Category is required'),
  published: z._default(z.boolean(), true),
  /** A recipe the owner defined: its shopping list shows under the post. */
  recipeId: z.nullish(uuidSchema),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
