import { describe, expect, it } from 'vitest';
import { toProduct } from './load-products.ts';

const API = 'https://shop.example';
const row = {
  id: 'p1',
  name: 'Ground Crayfish 250g',
  slug: 'ground-crayfish',
  description: 'Smoke-dried crayfish',
  price: '4200',
  imageUrl: '/api/images/ground-crayfish.svg',
  stock: 3,
  categoryId: 'c1',
  isFeatured: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('toProduct', () => {
  it('turns a price given as text into a number and makes the image URL absolute', () => {
    expect(toProduct(row, API)).toMatchObject({
      price: 4200,
      imageUrl: 'https://shop.example/api/images/ground-crayfish.svg',
    });
  });

  it('keeps absolute image URLs and tolerates missing optional fields', () => {
    const product = toProduct(
      { id: 'p2', name: 'Garri', price: 900, imageUrl: 'https://cdn.example/g.svg' },
      API,
    );
    expect(product).toMatchObject({ imageUrl: 'https://cdn.example/g.svg', stock: 0, isFeatured: false });
  });

  it('skips rows that are not products', () => {
    expect(toProduct(null, API)).toBeNull();
    expect(toProduct({ id: 'p3', name: 'No price' }, API)).toBeNull();
    expect(toProduct({ name: 'No id', price: 1 }, API)).toBeNull();
  });
});
