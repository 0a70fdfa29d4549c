import { describe, expect, it } from 'vitest';
import { cartBadgeLabel } from '../cart/rules.ts';
import {
  DASHBOARD_LATEST_ORDERS,
  DEFAULT_STATUS_COLOR,
  orderReference,
  orderStatusOption,
  orderStatusOptions,
} from './rules.ts';

describe('orders and badges', () => {
  it('uses the first 8 characters of the id as the reference', () => {
    expect(orderReference('3f2a9c1e-8b7d-4c2a-9e1f-123456789abc')).toBe('3f2a9c1e...');
  });
  it('caps the cart badge at 99+', () => {
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
  it('lists the statuses with their colours and a default for others', () => {
    expect(orderStatusOptions.map((o) => [o.value, o.label, o.color])).toEqual([
      ['pending', 'Pending', 'yellow'],
      ['confirmed', 'Confirmed', 'teal'],
      ['paid', 'Paid', 'blue'],
      ['shipped', 'Shipped', 'purple'],
      ['delivered', 'Delivered', 'green'],
      ['cancelled', 'Cancelled', 'red'],
      ['refunded', 'Refunded', 'orange'],
    ]);
    expect(orderStatusOption('lost').color).toBe(DEFAULT_STATUS_COLOR);
    expect(DASHBOARD_LATEST_ORDERS).toBe(5);
  });
});
