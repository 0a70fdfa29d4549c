import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryEstimate,
  trackingPath,
  trackingTokenSchema,
  trackLookupSchema,
} from './tracking.ts';

describe('tracking', () => {
  it('names the delivery days two to three working days on, in Lagos time', () => {
    expect(deliveryEstimate('2026-11-30T09:00:00Z')).toBe('Wed, 2 Dec – Thu, 3 Dec');
    // Placed on a Friday: the weekend is skipped (and September is "Sept", as Intl en-NG wrote it).
    expect(deliveryEstimate(new Date('2026-09-04T10:00:00Z'))).toBe('Tue, 8 Sept – Wed, 9 Sept');
  });
  it('puts the token in the path', () => {
    expect(trackingPath('abc_DEF-123')).toBe('/track/abc_DEF-123');
    expect(trackingPath('a/b')).toBe('/track/a%2Fb');
  });
  it('accepts only token-shaped tokens', () => {
    expect(trackingTokenSchema.safeParse('A'.repeat(32)).success).toBe(true);
    expect(trackingTokenSchema.safeParse('short').success).toBe(false);
    expect(trackingTokenSchema.safeParse(`${'A'.repeat(31)}/`).success).toBe(false);
    expect(trackingTokenSchema.safeParse('A'.repeat(65)).success).toBe(false);
  });
  it('reads the reference as shown (with or without the dots, any case) and the phone in E.164', () => {
    expect(trackLookupSchema.parse({ reference: ' 1A2B3C4D... ', phone: '0803 123 4567' })).toEqual({
      reference: '1a2b3c4d',
      phone: '+2348031234567',
    });
  });
  it.each([
    [{ reference: '1a2b3c4', phone: '08031234567' }, 'reference'],
    [{ reference: '1a2b3c4g', phone: '08031234567' }, 'reference'],
    [{ reference: 'x'.repeat(5000), phone: '08031234567' }, 'reference'],
    [{ reference: '1a2b3c4d', phone: 'hello world!' }, 'phone'],
    [{ reference: '1a2b3c4d', phone: '9'.repeat(5000) }, 'phone'],
    [{}, 'reference'],
  ])('refuses %j', (input, field) => {
    const result = trackLookupSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
  it('counts delivery in business days', () => {
    // Friday 29 Nov 2024 → Tuesday 3 Dec (2 days) and Wednesday 4 Dec (3 days).
    const friday = new Date('2024-11-29T10:00:00Z');
    expect(addBusinessDays(friday, 2).toISOString().slice(0, 10)).toBe('2024-12-03');
    expect(addBusinessDays(friday, 3).toISOString().slice(0, 10)).toBe('2024-12-04');
  });
});
