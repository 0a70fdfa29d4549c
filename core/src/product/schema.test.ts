import { describe, expect, it } from 'vitest';
import { categoryListSchema } from '../category/schema.ts';
import { fieldErrors } from '../validation/schema.ts';
import { invalidProductForm, invalidProductFormErrors, validProductForm } from './form-examples.ts';
import { productInputSchema } from './input-schema.ts';
import { productListSchema, productSchema } from './schema.ts';

describe('admin product form', () => {
  it('product form messages', () => {
    expect(fieldErrors(productInputSchema, invalidProductForm)).toEqual(invalidProductFormErrors);
    expect(
      fieldErrors(productInputSchema, {
        name: 'Ab',
        slug: 'ab',
        description: '0123456789',
        price: 'abc',
        stock: 1.5,
        categoryId: 'x',
      }),
    ).toEqual({ price: 'Price must be a positive number', stock: 'Stock must be 0 or greater' });
  });
  it('stock is a whole number, never a value coerced into one', () => {
    for (const stock of [true, false, null, [], [3], {}, '3', '', ' ', 'NaN', Number.NaN, Infinity])
      expect(fieldErrors(productInputSchema, { ...validProductForm, stock }), JSON.stringify(stock)).toEqual({
        stock: 'Stock must be 0 or greater',
      });
    expect(productInputSchema.parse({ ...validProductForm, stock: 7 }).stock).toBe(7);
    expect(productInputSchema.parse({ ...validProductForm, stock: undefined }).stock).toBe(0);
  });
  it('product form yields a numeric price and defaults', () => {
    const product = productInputSchema.parse({
      name: 'Suya Spice',
      slug: 'suya-spice',
      description: 'Smoky yaji blend',
      price: '2500',
      categoryId: 'c1',
    });
    expect(product).toMatchObject({ price: 2500, stock: 0, isFeatured: false, imageUrl: null });
  });
  it('image URLs are http(s) or a path on this site, nothing else', () => {
    const withImage = (imageUrl: string) => ({
      name: 'Suya Spice',
      slug: 'suya-spice',
      description: 'Smoky yaji blend',
      price: '2500',
      categoryId: 'c1',
      imageUrl,
    });
    for (const good of ['https://cdn.example.com/a.png', 'http://x.ng/b.jpg', '/api/images/suya.svg', ''])
      expect(fieldErrors(productInputSchema, withImage(good)), good).toEqual({});
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg>',
      '//evil.example/x.png',
      'ftp://x/y',
    ])
      expect(fieldErrors(productInputSchema, withImage(bad)), bad).toEqual({
        imageUrl: 'Image URL must start with https://, http:// or /',
      });
  });
});

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

describe('reading products and categories from the API', () => {
  it('uses a price given as text as a number', () => {
    expect(productSchema.parse(apiProduct)).toEqual({ ...apiProduct, price: 1500 });
  });
  it('takes a numeric price and absent optional fields', () => {
    const product = productSchema.parse({ ...apiProduct, price: 800, imageUrl: undefined, categoryId: null });
    expect(product).toMatchObject({ price: 800, categoryId: null });
    expect(product.imageUrl).toBeUndefined();
  });
  it('fills the defaults', () => {
    expect(productSchema.parse({ ...apiProduct, stock: undefined, isFeatured: undefined })).toMatchObject({
      stock: 0,
      isFeatured: false,
    });
  });
  it('reads a list of categories', () => {
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
    expect(categoryListSchema.parse(raw)).toEqual(raw);
  });

  it.each([
    ['not a list', { products: [] }],
    ['price not a number', [{ ...apiProduct, price: 'free' }]],
    ['blank price', [{ ...apiProduct, price: ' ' }]],
    ['missing name', [{ ...apiProduct, name: undefined }]],
    ['fractional stock', [{ ...apiProduct, stock: 1.5 }]],
    ['bad date', [{ ...apiProduct, createdAt: 'soon' }]],
  ])('refuses %s', (_, raw) => {
    expect(() => productListSchema.parse(raw)).toThrow();
  });
});
