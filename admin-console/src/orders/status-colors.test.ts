import { orderStatusOptions } from '@ata/core/order';
import { describe, expect, it } from 'vitest';
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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
