import * as v from 'valibot';
import { productReader } from '../product/reader.ts';
import { hasControlCharacters, hasDirectionControls, hasLoneSurrogates } from '../validation/rules.ts';
import {
  hasAtMostTwoDecimals,
  INGREDIENT_NOTE_MAX,
  PACKS_PER_SERVING_MAX,
  RECIPE_SLUG_PATTERN,
  SIZE_TOKEN_PATTERN,
} from './vocabulary.ts';

// What <ata-recipe-cart> reads, with valibot rather than zod for its size (see ../product/reader.ts);
// reader.test.ts holds each reader to the zod schema it mirrors in schema.ts.

/** `GET /api/recipes/:slug` as the embed reads it (publicRecipeSchema, the fields the embed uses). */
const publicRecipeReader = v.object({
  title: v.string(),
  servings: v.pipe(v.number(), v.integer()),
  ingredients: v.array(
    v.object({
      productSlug: v.string(),
      size: v.string(),
      quantityPerServing: v.number(),
      note: v.string(),
      product: v.nullable(productReader),
      alternative: v.nullable(productReader),
    }),
  ),
});
export type PublicRecipeReading = v.InferOutput<typeof publicRecipeReader>;

export function readPublicRecipe(answer: unknown): PublicRecipeReading | null {
  const read = v.safeParse(publicRecipeReader, answer);
  return read.success ? read.output : null;
}

const slug = v.pipe(v.string(), v.regex(RECIPE_SLUG_PATTERN));

/**
 * An ingredient a partner's markup names (`<ata-ingredient>`), bounded as recipeIngredientInputSchema bounds
 * the admin's: the same patterns and limits (vocabulary.ts), the note checked like boundedText's.
 */
const ingredientMarkupReader = v.object({
  productSlug: slug,
  size: v.optional(v.pipe(v.string(), v.regex(SIZE_TOKEN_PATTERN)), ''),
  quantityPerServing: v.pipe(
    v.number(),
    v.finite(),
    v.gtValue(0),
    v.maxValue(PACKS_PER_SERVING_MAX),
    v.check(hasAtMostTwoDecimals),
  ),
  note: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(INGREDIENT_NOTE_MAX),
      v.check(
        (text) => !hasControlCharacters(text) && !hasDirectionControls(text) && !hasLoneSurrogates(text),
      ),
    ),
    '',
  ),
  alternativeSlug: v.nullish(slug),
});
export type IngredientMarkup = v.InferOutput<typeof ingredientMarkupReader>;

export function readIngredientMarkup(markup: unknown): IngredientMarkup | null {
  const read = v.safeParse(ingredientMarkupReader, markup);
  return read.success ? read.output : null;
}
