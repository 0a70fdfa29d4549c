import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPartnerCode } from './reader.ts';
import { partnerCodeSchema } from './schema.ts';

describe("the embeds' partner code reader", () => {
  it('takes, trims, lower-cases and refuses codes exactly as partnerCodeSchema does', () => {
    const code = fc.oneof(
      fc.constantFrom(
        'mama-blog',
        ' Mama-Blog ',
        'a',
        'a'.repeat(40),
        'a'.repeat(41),
        'not a code',
        '',
        'ÄB',
      ),
      fc.string({ maxLength: 44 }),
      fc.stringMatching(/^\s?[A-Za-z0-9-]{1,42}\s?$/),
    );
    const outcomes = new Set<boolean>();
    fc.assert(
      fc.property(code, (value) => {
        const classic = partnerCodeSchema.safeParse(value);
        outcomes.add(classic.success);
        expect(readPartnerCode(value)).toBe(classic.success ? classic.data : null);
      }),
      { numRuns: 2000 },
    );
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});
