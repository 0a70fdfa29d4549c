import { orderStatusOptions } from '@ata/core/order';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';
import { statusStyle } from './status-colors.ts';

describe('order status colours', () => {
  it('are pending yellow, confirmed teal, paid blue, shipped purple, delivered green, cancelled red, refunded orange, others grey', () => {
    expect(orderStatusOptions.map((option) => [option.label, statusStyle(option.value).color])).toEqual([
      ['Pending', 'yellow'],
      ['Confirmed', 'teal'],
      ['Paid', 'blue'],
      ['Shipped', 'purple'],
      ['Delivered', 'green'],
      ['Cancelled', 'red'],
      ['Refunded', 'orange'],
    ]);
    expect(statusStyle('lost')).toMatchObject({ label: 'lost', color: 'gray' });
  });

  it('draw every label at a contrast of at least 4.5:1', () => {
    for (const option of orderStatusOptions) {
      const { fg, bg } = statusStyle(option.value);
      expect(contrast(fg, bg), option.label).toBeGreaterThanOrEqual(4.5);
    }
  });
});
