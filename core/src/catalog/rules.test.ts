import { describe, expect, it } from 'vitest';
import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';
import { orderFeatured } from './rules.ts';

const at = '2026-01-01T00:00:00.000Z';
const category = (slug: string, id: string): Category => ({
  id,
  slug,
  name: slug,
  createdAt: at,
  updatedAt: at,
});
const categories = [category('spices', 'c-spices'), category('snacks', 'c-snacks')];
let n = 0;
const product = (over: Partial<Product>): Product => ({
  id: `p-${++n}`,
  name: 'Item',
  slug: `item-${n}`,
  description: 'A thing',
  price: 1000,
  stock: 10,
  categoryId: null,
  isFeatured: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('orderFeatured', () => {
  it('puts featured spices first and keeps at most 4', () => {
    const featured = [
      product({ name: 'F1', isFeatured: true, categoryId: 'c-snacks' }),
      product({ name: 'F2', isFeatured: true, categoryId: 'c-spices' }),
      product({ name: 'F3', isFeatured: true }),
      product({ name: 'NF', isFeatured: false, categoryId: 'c-spices' }),
      product({ name: 'F4', isFeatured: true, categoryId: 'c-spices' }),
      product({ name: 'F5', isFeatured: true }),
    ];
    expect(orderFeatured(featured, categories).map((p) => p.name)).toEqual(['F2', 'F4', 'F1', 'F3']);
  });
});
