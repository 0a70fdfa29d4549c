import { describe, expect, it } from 'vitest';
import {
  cartBadgeLabel,
  DASHBOARD_LATEST_ORDERS,
  DEFAULT_STATUS_COLOR,
  deliveryFee,
  FREE_DELIVERY_THRESHOLD,
  HERO_FREE_SHIPPING_THRESHOLD,
  orderReference,
  orderStatusOption,
  orderStatusOptions,
  orderTotal,
  productBadge,
  stockStatus,
} from '../src/index.ts';

describe('delivery fee (SPEC §9)', () => {
  it('charges ₦1,000 up to and including ₦5,000', () => {
    expect(deliveryFee(0)).toBe(1000);
    expect(deliveryFee(5000)).toBe(1000);
    expect(orderTotal(5000)).toBe(6000);
  });
  it('is free above ₦5,000', () => {
    expect(deliveryFee(5001)).toBe(0);
    expect(orderTotal(5001)).toBe(5001);
  });
  it('keeps the hero claim separate from the cart rule', () => {
    expect(FREE_DELIVERY_THRESHOLD).toBe(5000);
    expect(HERO_FREE_SHIPPING_THRESHOLD).toBe(15000);
  });
});

describe('stock display (SPEC §4)', () => {
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

describe('product badge (SPEC §4)', () => {
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

describe('orders and badges', () => {
  it('uses the first 8 characters of the id as the reference', () => {
    expect(orderReference('3f2a9c1e-8b7d-4c2a-9e1f-123456789abc')).toBe('3f2a9c1e...');
  });
  it('caps the cart badge at 99+', () => {
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
  it('lists the four statuses with their colours and a default for others', () => {
    expect(orderStatusOptions.map((o) => [o.value, o.label, o.color])).toEqual([
      ['pending', 'Pending', 'yellow'],
      ['paid', 'Paid', 'blue'],
      ['shipped', 'Shipped', 'purple'],
      ['delivered', 'Delivered', 'green'],
    ]);
    expect(orderStatusOption('refunded').color).toBe(DEFAULT_STATUS_COLOR);
    expect(DASHBOARD_LATEST_ORDERS).toBe(5);
  });
});
