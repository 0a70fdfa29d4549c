import { z } from 'zod/mini';

/** `GET /api/recipes/:recipe/cart`'s answer (its path: cart-path.ts). */
export const recipeCartSchema = z.object({
  /** The servings the quantities are for. */
  servings: z.int(),
  /** The form (cart-html.ts), every text in it escaped. */
  html: z.string(),
});
export type RecipeCart = z.infer<typeof recipeCartSchema>;
