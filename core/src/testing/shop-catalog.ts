// The storefront's test catalogue: the products and categories mfe-catalog's tests render, and the
// datasets whose GET /api/catalog answers are recorded in catalog-answers.json (see catalog-answers.ts).
import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

export const shopCategories: Category[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Spices',
    slug: 'spices',
    createdAt: iso(400),
    updatedAt: iso(400),
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Grains & Rice',
    slug: 'grains-rice',
    createdAt: iso(400),
    updatedAt: iso(400),
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Snacks',
    slug: 'snacks',
    createdAt: iso(400),
    updatedAt: iso(400),
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Frozen',
    slug: 'frozen',
    createdAt: iso(400),
    updatedAt: iso(400),
  },
];
const [spices, grains, snacks] = shopCategories.map((c) => c.id);

const product = (over: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product => ({
  slug: over.name.toLowerCase().replace(/\s+/g, '-'),
  description: `${over.name}: a pantry favourite from Nigerian markets.`,
  imageUrl: `/api/images/${over.id}.svg`,
  stock: 20,
  categoryId: spices,
  isFeatured: false,
  createdAt: iso(120),
  updatedAt: iso(120),
  ...over,
});

export const shopProducts: Product[] = [
  product({ id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Suya Spice', price: 1500, isFeatured: true }),
  product({
    id: 'aaaaaaaa-0000-4000-8000-000000000002',
    name: 'Ofada Rice',
    price: 6500,
    categoryId: grains,
    isFeatured: true,
    stock: 3,
  }),
  product({
    id: 'aaaaaaaa-0000-4000-8000-000000000003',
    name: 'Chin Chin',
    price: 800,
    categoryId: snacks,
    stock: 0,
    description:
      'Crunchy, sweet fried dough snack, made in small batches in Ibadan with butter and nutmeg for parties.',
  }),
  product({ id: 'aaaaaaaa-0000-4000-8000-000000000004', name: 'Ata Rodo', price: 2500, createdAt: iso(3) }),
  product({
    id: 'aaaaaaaa-0000-4000-8000-000000000005',
    name: 'Plantain Chips',
    price: 1200,
    categoryId: snacks,
    isFeatured: true,
  }),
  // Above the price slider's top end (₦10,000).
  product({
    id: 'aaaaaaaa-0000-4000-8000-000000000006',
    name: 'Abakaliki Rice 10kg',
    price: 12500,
    categoryId: grains,
  }),
];

/** Six more spices, so that a product page has more of its category than the four it suggests. */
export const moreSpices: Product[] = Array.from({ length: 6 }, (_, i) =>
  product({
    id: `bbbbbbbb-0000-4000-8000-00000000000${i}`,
    name: `Cameroon Pepper ${i}`,
    price: 1500,
  }),
);

/** The product sets whose catalogue answers are recorded, by name. */
export const catalogDatasets = {
  shop: shopProducts,
  'shop and more spices': [...shopProducts, ...moreSpices],
  'grains alone': shopProducts.filter((p) => p.categoryId !== grains || p.name === 'Ofada Rice'),
} satisfies Record<string, Product[]>;
export type CatalogDataset = keyof typeof catalogDatasets;
