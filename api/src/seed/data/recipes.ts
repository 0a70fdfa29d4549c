import type { RecipeInput } from '@ata/core/recipe';

/** A seed recipe, and the seed blog post whose recipe cart it is. */
export interface SeedRecipe extends RecipeInput {
  postSlug: string;
}

/** Shopping lists of two seed recipe posts: seed products in their sizes (one sold out, with an alternative). */
export const seedRecipes: SeedRecipe[] = [
  {
    slug: 'party-jollof-rice',
    title: 'Party Jollof Rice',
    servings: 4,
    postSlug: 'how-to-make-party-jollof-rice',
    ingredients: [
      {
        productSlug: 'abakaliki-local-rice',
        size: '5kg',
        quantityPerServing: 0.25,
        note: 'long-grain rice',
        alternativeSlug: 'ofada-rice',
      },
      { productSlug: 'obe-ata-base', size: '', quantityPerServing: 0.5, note: 'the pepper base' },
      { productSlug: 'curry-and-thyme', size: '', quantityPerServing: 0.25, note: 'for the stock' },
      { productSlug: 'groundnut-oil', size: '', quantityPerServing: 0.25, note: 'to fry the base' },
      { productSlug: 'ground-crayfish', size: '100g', quantityPerServing: 0.25, note: '' },
      { productSlug: 'smoked-mackerel', size: '', quantityPerServing: 0.5, note: 'on the side' },
    ],
  },
  {
    slug: 'egusi-soup',
    title: 'Egusi Soup',
    servings: 6,
    postSlug: 'egusi-soup-step-by-step',
    ingredients: [
      { productSlug: 'ground-egusi', size: '', quantityPerServing: 0.5, note: '' },
      { productSlug: 'red-palm-oil', size: '', quantityPerServing: 0.25, note: '' },
      { productSlug: 'stockfish-cuts', size: '', quantityPerServing: 0.25, note: '' },
      { productSlug: 'ground-crayfish', size: '250g', quantityPerServing: 0.25, note: '' },
      { productSlug: 'iru-locust-beans', size: '', quantityPerServing: 0.25, note: '' },
      { productSlug: 'ponmo', size: '', quantityPerServing: 0.5, note: '' },
      {
        productSlug: 'dried-catfish',
        size: '',
        quantityPerServing: 0.25,
        note: 'or any smoked fish',
        alternativeSlug: 'smoked-mackerel',
      },
      { productSlug: 'dried-scent-leaf', size: '', quantityPerServing: 0.25, note: 'to finish' },
    ],
  },
];
