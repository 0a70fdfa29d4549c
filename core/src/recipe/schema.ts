import { z } from 'zod/mini';
import { productSchema } from '../product/schema.ts';
import { boundedText, checked, requiredText } from '../validation/schema.ts';
import {
  hasAtMostTwoDecimals,
  INGREDIENT_NOTE_MAX,
  PACKS_PER_SERVING_MAX,
  RECIPE_SLUG_PATTERN,
  SIZE_TOKEN_PATTERN,
} from './vocabulary.ts';

/**
 * A recipe's shopping list, as the owner defines it in the admin and as `<ata-recipe-cart recipe="…">` and
 * the shop's own recipe posts read it. Quantities are in packs of the named size, per serving.
 */
export const RECIPE_INGREDIENTS_MAX = 40;
export const RECIPE_SERVINGS_MAX = 100;

const slug = checked(z.string(), z.regex(RECIPE_SLUG_PATTERN, 'Use lower-case letters, digits and -'));
const perServing = checked(
  z.number('A number of packs'),
  z.gt(0, 'Must be more than 0'),
  z.lte(PACKS_PER_SERVING_MAX, `At most ${PACKS_PER_SERVING_MAX} packs per serving`),
  z.refine(hasAtMostTwoDecimals, 'At most two decimals'),
);
const servings = checked(
  z.int('A whole number of servings'),
  z.gte(1, 'At least 1 serving'),
  z.lte(RECIPE_SERVINGS_MAX, `At most ${RECIPE_SERVINGS_MAX} servings`),
);

/** One ingredient as the owner (or a partner's markup) names it. */
export const recipeIngredientInputSchema = z.object({
  productSlug: slug,
  /** A size token (cart-link.ts sizeToken); empty: the product's default size. */
  size: z._default(checked(z.string(), z.regex(SIZE_TOKEN_PATTERN, 'A size such as 250g')), ''),
  quantityPerServing: perServing,
  /** What the recipe calls it ("for the stew"), shown beside the product's name. */
  note: z._default(boundedText(INGREDIENT_NOTE_MAX), ''),
  /** Offered instead when this one is sold out or gone. */
  alternativeSlug: z.nullish(slug),
});

/** The admin's recipe form. */
export const recipeInputSchema = z.object({
  slug,
  title: requiredText(2, 'Title is required', 200),
  servings,
  ingredients: checked(
    z.array(recipeIngredientInputSchema),
    z.minLength(1, 'Add at least one ingredient'),
    z.maxLength(RECIPE_INGREDIENTS_MAX, `At most ${RECIPE_INGREDIENTS_MAX} ingredients`),
  ),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

/** `GET /api/recipes/:slug`: each ingredient with the product as the shop has it now (null: unknown). */
export const publicRecipeSchema = z.object({
  slug: z.string(),
  title: z.string(),
  servings: z.int(),
  ingredients: z.array(
    z.object({
      productSlug: z.string(),
      size: z.string(),
      quantityPerServing: z.number(),
      note: z.string(),
      product: z.nullable(productSchema),
      alternative: z.nullable(productSchema),
    }),
  ),
});
export type PublicRecipe = z.infer<typeof publicRecipeSchema>;

/** Packs to buy for a number of servings: always whole packs, rounded up (0.25 × 6 = 1.5 → 2). */
export const packsFor = (quantityPerServing: number, servingCount: number): number =>
  Math.max(1, Math.ceil(Math.round(quantityPerServing * servingCount * 100) / 100));
