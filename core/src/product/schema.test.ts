import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { productInputSchema } from './schema.ts';

describe('admin product form', () => {
  it('product form messages', () => {
    expect(
      fieldErrors(productInputSchema, {
        name: 'A',
        slug: 'a',
        description: 'short',
        price: '0',
        stock: -1,
        categoryId: '',
      }),
    ).toEqual({
      name: 'Product name is required',
      slug: 'Slug is required',
      description: 'Description is required',
      price: 'Price must be a positive number',
      stock: 'Stock must be 0 or greater',
      categoryId: 'Category is required',
    });
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
