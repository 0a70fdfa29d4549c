import { describe, expect, it } from 'vitest';
import { productBadge, stockStatus } from './rules.ts';

describe('stock display', () => {
  it.each([
    [-1, 'out', 'Out of stock', false],
    [0, 'out', 'Out of stock', false],
    [1, 'low', 'Only 1 left', true],
    [5, 'low', 'Only 5 left', true],
    [6, 'in', null, true],
  ])('stock %i → %s', (stock, kind, label, canAdd) => {
    expect(stockStatus(stock)).toEqual({ kind, label, canAdd });
  });
});

describe('product badge', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  it("is 'New' within 30 days, featured or not", () => {
    expect(productBadge({ createdAt: daysAgo(29), isFeatured: false }, now)).toBe('New');
    expect(productBadge({ createdAt: daysAgo(29), isFeatured: true }, now)).toBe('New');
  });
  it("is 'Best Seller' for older featured products and nothing otherwise", () => {
    expect(productBadge({ createdAt: daysAgo(31), isFeatured: true }, now)).toBe('Best Seller');
    expect(productBadge({ createdAt: daysAgo(31), isFeatured: false }, now)).toBeNull();
  });
});
