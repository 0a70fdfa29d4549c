import type { SeedCategory } from './types.ts';

const category = (name: string, slug: SeedCategory['slug']): SeedCategory => ({
  name,
  slug,
  imageUrl: `/api/images/category-${slug}.svg`,
});

/** The six shop categories, in the order the home page shows them. */
export const seedCategories: SeedCategory[] = [
  category('Protein', 'protein'),
  category('Spices', 'spices'),
  category('Grains & Rice', 'grains-rice'),
  category('Snacks', 'snacks'),
  category('Recipe Bundles', 'recipe-bundles'),
  category('Sauces & Pastes', 'sauces-pastes'),
];
