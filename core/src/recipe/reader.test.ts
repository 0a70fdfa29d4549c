import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productAnswer } from '../testing/product-answer.ts';
import { type PublicRecipeReading, readIngredientMarkup, readPublicRecipe } from './reader.ts';
import { publicRecipeSchema, recipeIngredientInputSchema } from './schema.ts';

/** A GET /api/recipes/:slug answer: the recipe with each product as the shop has it now (null: unknown). */
const recipeAnswer: Record<string, unknown> = {
  slug: 'pepper-soup',
  title: 'Pepper soup',
  servings: 4,
  ingredients: [
    {
      productSlug: 'ground-crayfish',
      size: '100g',
      quantityPerServing: 0.25,
      note: 'ground',
      product: productAnswer,
      alternative: null,
    },
    {
      productSlug: 'unicorn-dust',
      size: '',
      quantityPerServing: 1,
      note: '',
      product: null,
      alternative: productAnswer,
    },
  ],
};

/** What <ata-recipe-cart> uses of a recipe, from either reading. */
const embedFields = (recipe: PublicRecipeReading) => ({
  title: recipe.title,
  servings: recipe.servings,
  ingredients: recipe.ingredients.map((ingredient) => ({
    productSlug: ingredient.productSlug,
    size: ingredient.size,
    quantityPerServing: ingredient.quantityPerServing,
    note: ingredient.note,
    product: ingredient.product?.slug ?? null,
    productSizes: ingredient.product?.variants?.map(({ label, price, stock }) => [label, price, stock]),
    alternative: ingredient.alternative?.slug ?? null,
  })),
});

describe("the recipe cart's readers", () => {
  it('read a recipe answer as the shop schema does, on every field the embed uses', () => {
    const read = readPublicRecipe(recipeAnswer);
    expect(read).not.toBeNull();
    expect(embedFields(read as PublicRecipeReading)).toEqual(
      embedFields(publicRecipeSchema.parse(recipeAnswer)),
    );
  });

  it('refuse an answer that is not a recipe, as the schema does', () => {
    for (const answer of [
      { message: 'Not found' },
      { ...recipeAnswer, servings: 2.5 },
      { ...recipeAnswer, ingredients: null },
    ]) {
      expect(publicRecipeSchema.safeParse(answer).success).toBe(false);
      expect(readPublicRecipe(answer)).toBeNull();
    }
  });

  it("take and refuse a partner's <ata-ingredient> exactly as the admin's recipe form does", () => {
    const slug = fc.oneof(
      fc.constantFrom('ground-crayfish', 'rice', '-rice', 'Rice', 'a'.repeat(200), 'a'.repeat(201), ''),
      fc.string({ maxLength: 12 }),
    );
    const markup = fc.record(
      {
        productSlug: slug,
        size: fc.oneof(
          fc.constantFrom('', '250g', '1kg', '250 g', 'x'.repeat(41)),
          fc.string({ maxLength: 6 }),
        ),
        quantityPerServing: fc.oneof(
          fc.constantFrom(0, 0.25, 0.125, 1, 100, 100.01, -1, Number.NaN, Number.POSITIVE_INFINITY),
          fc.double({ min: -1, max: 150 }),
        ),
        note: fc.oneof(
          fc.constantFrom(
            '',
            '  for the stew  ',
            'a'.repeat(120),
            'a'.repeat(121),
            'tab\there',
            'rtl\u202e',
            '\ud800',
          ),
          fc.string({ maxLength: 20 }),
        ),
        alternativeSlug: fc.oneof(fc.constant(null), fc.constant(undefined), slug),
      },
      { requiredKeys: ['productSlug', 'quantityPerServing'] },
    );
    const outcomes = new Set<boolean>();
    fc.assert(
      fc.property(markup, (input) => {
        const classic = recipeIngredientInputSchema.safeParse(input);
        outcomes.add(classic.success);
        expect(readIngredientMarkup(input)).toEqual(classic.success ? classic.data : null);
      }),
      { numRuns: 2000 },
    );
    // Both sides of the bounds were tried.
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});
