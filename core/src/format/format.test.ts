import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates.ts';
import { formatNaira } from './money.ts';

describe('formatNaira', () => {
  it('uses the Naira sign, en-NG grouping and no fixed decimals', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira('2499.5')).toBe('₦2,499.5');
    expect(formatNaira(1234.567)).toBe('₦1,234.57');
    expect(formatNaira(0)).toBe('₦0');
  });
});

describe('dates', () => {
  it('short month with time, in Lagos', () => {
    expect(formatDate('2025-04-26T13:05:00Z')).toBe('26 Apr 2025, 14:05');
  });
  it('long month for blog posts', () => {
    expect(formatLongDate('2025-04-26T13:05:00Z')).toBe('26 April 2025');
  });
});
