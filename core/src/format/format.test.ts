import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates.ts';

describe('dates', () => {
  it('short month with time, in Lagos', () => {
    expect(formatDate('2025-04-26T13:05:00Z')).toBe('26 Apr 2025, 14:05');
  });
  it('long month for blog posts', () => {
    expect(formatLongDate('2025-04-26T13:05:00Z')).toBe('26 April 2025');
  });
});
