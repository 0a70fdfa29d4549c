import { describe, expect, it } from 'vitest';
import { categorySchema } from '../category/schema.ts';
import { productSchema } from '../product/schema.ts';
import { readCategories, readProduct, readProducts } from './readers.ts';

const apiProduct = {
  id: '0b9c2d4e-8f1a-4b3c-9d2e-1f0a9b8c7d6e',
  name: 'Suya Spice',
  slug: 'suya-spice',
  description: 'Yaji for grilled meat.',
  price: '1500.00',
  imageUrl: '/api/images/suya.svg',
  stock: 12,
  categoryId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  isFeatured: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
};

describe('zod-free API readers', () => {
  it.each([
    ['price as text', apiProduct],
    [
      'price as number, optional fields absent',
      { ...apiProduct, price: 800, imageUrl: undefined, categoryId: null },
    ],
    ['defaults', { ...apiProduct, stock: undefined, isFeatured: undefined }],
  ])('agree with productSchema: %s', (_, raw) => {
    expect(readProduct(raw)).toEqual(productSchema.parse(raw));
  });

  it('agree with categorySchema', () => {
    const raw = [
      {
        id: apiProduct.categoryId,
        name: 'Spices',
        slug: 'spices',
        imageUrl: null,
        createdAt: apiProduct.createdAt,
        updatedAt: apiProduct.updatedAt,
      },
    ];
    expect(readCategories(raw)).toEqual(categorySchema.array().parse(raw));
  });

  it.each([
    ['not a list', { products: [] }],
    ['price not a number', [{ ...apiProduct, price: 'free' }]],
    ['blank price', [{ ...apiProduct, price: ' ' }]],
    ['missing name', [{ ...apiProduct, name: undefined }]],
    ['fractional stock', [{ ...apiProduct, stock: 1.5 }]],
    ['bad date', [{ ...apiProduct, createdAt: 'soon' }]],
  ])('refuse %s', (_, raw) => {
    expect(() => readProducts(raw)).toThrow(TypeError);
  });
});
