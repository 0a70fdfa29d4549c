import { describe, expect, it } from 'vitest';
import { packsFor, recipeInputSchema } from './schema.ts';

describe('a recipe', () => {
  it('scales to whole packs, rounding up only what is left over', () => {
    expect(packsFor(0.25, 4)).toBe(1);
    expect(packsFor(0.25, 6)).toBe(2);
    expect(packsFor(0.1, 30)).toBe(3);
    expect(packsFor(0.5, 1)).toBe(1);
    expect(packsFor(1, 6)).toBe(6);
  });

  it('refuses an empty list and quantities that are not packs', () => {
    const base = { slug: 'jollof', title: 'Jollof rice', servings: 4 };
    expect(recipeInputSchema.safeParse({ ...base, ingredients: [] }).success).toBe(false);
    const one = (quantityPerServing: number) =>
      recipeInputSchema.safeParse({ ...base, ingredients: [{ productSlug: 'rice', quantityPerServing }] })
        .success;
    expect(one(0.25)).toBe(true);
    expect(one(0)).toBe(false);
    expect(one(0.125)).toBe(false);
    expect(one(101)).toBe(false);
  });
});
