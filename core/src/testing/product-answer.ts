// A product as GET /api/products/:slug answers it (api/src/products/serialize.ts), for the embed readers' tests.

/** Two sizes, the second sold out; dates as ISO text, as JSON carries them. */
export const productAnswer: Record<string, unknown> = {
  id: '0b9c2d4e-8f1a-4b3c-9d2e-000000000001',
  name: 'Ground Crayfish',
  slug: 'ground-crayfish',
  description: 'Ground crayfish, fresh from the market.',
  price: 4200,
  imageUrl: '/api/images/ground-crayfish.webp',
  stock: 38,
  categoryId: '11111111-1111-4111-8111-111111111111',
  isFeatured: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  variants: [
    {
      id: '0b9c2d4e-8f1a-4b3c-9d2e-000000000100',
      label: '250 g',
      sku: 'CRAY-250',
      price: 4200,
      compareAtPrice: 4500,
      stock: 38,
      weightGrams: 250,
    },
    {
      id: '0b9c2d4e-8f1a-4b3c-9d2e-000000000101',
      label: '100 g',
      sku: 'CRAY-100',
      price: 1900.5,
      compareAtPrice: null,
      stock: 0,
      weightGrams: null,
    },
  ],
};
