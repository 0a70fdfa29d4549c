import { orderStatusOptions } from '@ata/core/order';
import { describe, expect, it } from 'vitest';
import { statusStyle } from './status-colors.ts';

describe('order status colours', () => {
  it('are pending yellow, paid blue, shipped purple, delivered green, others grey', () => {
    expect(orderStatusOptions.map((option) => [option.label, statusStyle(option.value).color])).toEqual([
      ['Pending', 'yellow'],
      ['Paid', 'blue'],
      ['Shipped', 'purple'],
      ['Delivered', 'green'],
    ]);
    expect(statusStyle('refunded')).toMatchObject({ label: 'refunded', color: 'gray' });
  });
});
