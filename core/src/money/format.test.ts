import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira } from './format.ts';

describe('formatNaira', () => {
  it('uses the Naira sign, en-NG grouping and no fixed decimals', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira('2499.5')).toBe('₦2,499.5');
    expect(formatNaira(1234.567)).toBe('₦1,234.57');
    expect(formatNaira(0)).toBe('₦0');
  });
});

describe('formatKobo', () => {
  it('shows kobo exactly as formatNaira shows the same naira', () => {
    expect(formatKobo(150_000)).toBe('₦1,500');
    expect(formatKobo(249_950)).toBe('₦2,499.5');
    expect(formatKobo(30)).toBe('₦0.3');
    expect(formatKobo(1_399_993)).toBe('₦13,999.93');
    expect(formatKobo(0)).toBe('₦0');
  });
});
