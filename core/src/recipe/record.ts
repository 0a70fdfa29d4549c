import { z } from 'zod/mini';
import { timestampSchema, uuidSchema } from '../validation/schema.ts';
import { recipeInputSchema } from './schema.ts';

/** A recipe as the admin reads it (`/api/recipes`, `/api/recipes/id/:id`): the form's fields and its id. */
export const recipeSchema = z.extend(recipeInputSchema, {
  id: uuidSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Recipe = z.infer<typeof recipeSchema>;
