import { productSchema } from '@ata/core/product';
import { homeCategorySlugs } from '@ata/core/site';
import { describe, expect, it } from 'vitest';
import { foodstuffs } from './foodstuffs.ts';
import { generateProducts } from './generate.ts';

describe('bulk products', () => {
  const options = { seed: 7, tag: 'x', now: Date.UTC(2026, 0, 1) };

  it('are the same for the same seed, apart from their ids', () => {
    const { id: firstIds, ...first } = generateProducts(200, options);
    const { id: secondIds, ...second } = generateProducts(200, options);
    expect(second).toEqual(first);
    expect(new Set([...firstIds, ...secondIds]).size).toBe(400);
  });

  it('have unique URL-safe slugs ending in the tag and row, and names from the foodstuff table', () => {
    const products = generateProducts(500, options);
    expect(new Set(products.slug).size).toBe(500);
    for (const slug of products.slug) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-x[0-9a-z]+$/);
    const known = Object.values(foodstuffs).flatMap((items) => items.map((item) => item.name));
    for (const name of products.name) expect(known.some((food) => name.includes(` ${food} `))).toBe(true);
  });

  it('cover every seed category with sizes and prices a product may have', () => {
    const products = generateProducts(500, options);
    expect(new Set(products.categorySlug)).toEqual(new Set(homeCategorySlugs));
    for (const price of products.price)
      expect(productSchema.shape.price.parse(Number(price))).toBeGreaterThan(0);
  });
});
