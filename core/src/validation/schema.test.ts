import { describe, expect, it } from 'vitest';
import { isValidEmail } from './rules.ts';
import { priceSchema } from './schema.ts';

describe('price', () => {
  it("accepts '1500' and 1500 alike", () => {
    expect(priceSchema.parse('1500')).toBe(1500);
    expect(priceSchema.parse(1500)).toBe(1500);
    expect(priceSchema.parse('2499.50')).toBe(2499.5);
  });
  it('refuses text that is not a number', () => {
    expect(priceSchema.safeParse('abc').success).toBe(false);
  });
});

describe('e-mail check', () => {
  it('wants {x}@{y}.{z} with no spaces', () => {
    expect(isValidEmail('ada@example.ng')).toBe(true);
    expect(isValidEmail('ada @example.ng')).toBe(false);
    expect(isValidEmail('ada@example')).toBe(false);
  });
});
