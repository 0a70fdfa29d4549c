import { z } from 'zod';
import { optionalImageUrlSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';

export const blogPostSchema = z.object({
  id: uuidSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.string().nullish(),
  categoryId: z.string().nullish(),
  authorId: z.string().nullish(),
  published: z.boolean().default(false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The admin blog post form. Published defaults to true in the editor (false in storage). */
export const blogPostInputSchema = z.object({
  title: z.string('Title must be at least 3 characters').trim().min(3, 'Title must be at least 3 characters'),
  slug: z.string().trim().optional(),
  excerpt: z
    .string('Excerpt must be at least 10 characters')
    .trim()
    .min(10, 'Excerpt must be at least 10 characters'),
  content: z
    .string('Content must be at least 30 characters')
    .trim()
    .min(30, 'Content must be at least 30 characters'),
  imageUrl: optionalImageUrlSchema,
  categoryId: z.string('Category is required').min(1, 'Category is required').nullable(),
  published: z.boolean().default(true),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
