import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToCents } from './decimal.ts';
import { formatKobo, formatNaira } from './format.ts';
import { nairaToNearestKobo } from './kobo.ts';

// What the shop asked of Intl before it rounded and grouped money itself: the same text, digit for digit.
const intlNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
const intlKoboText = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
});
/** Intl writes a negative amount that rounds to nothing as "-0"; the shop shows "₦0" (see the test below). */
const roundsToNegativeZero = (value: number) => intlNaira.format(value) === '-0';

const prices = fc.oneof(
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.integer({ min: 0, max: 99_999_999_999_999 }).map((kobo) => kobo / 100),
  // Sums of prices in floating point, as an older checkout sent them.
  fc
    .array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 })
    .map((kobo) => kobo.reduce((sum, k) => sum + k / 100, 0)),
);
const decimalTexts = fc
  .tuple(fc.stringMatching(/^\d{0,13}$/), fc.stringMatching(/^\d{0,6}$/))
  .filter(([whole, fraction]) => whole !== '' || fraction !== '')
  .map(([whole, fraction]) => (fraction === '' ? whole : `${whole}.${fraction}`));

describe('roundToCents', () => {
  it('rounds half away from zero at the hundredths of the decimal shown', () => {
    expect(roundToCents('2.675')).toEqual({ whole: '2', cents: 68 });
    expect(roundToCents(2.675)).toEqual({ whole: '2', cents: 68 });
    expect(roundToCents('0.994')).toEqual({ whole: '0', cents: 99 });
    expect(roundToCents('9999.995')).toEqual({ whole: '10000', cents: 0 });
    expect(roundToCents('.5')).toEqual({ whole: '0', cents: 50 });
    expect(roundToCents('007.')).toEqual({ whole: '7', cents: 0 });
    expect(roundToCents(1e21)).toEqual({ whole: `1${'0'.repeat(21)}`, cents: 0 });
    expect(roundToCents(5e-3)).toEqual({ whole: '0', cents: 1 });
    expect(roundToCents('1.5e2')).toEqual({ whole: '150', cents: 0 });
  });

  it('refuses what is not a non-negative decimal', () => {
    for (const value of ['', '.', '-1', '1,000', '0x10', 'Infinity', '1e', '1e9999', 'a lot'])
      expect(roundToCents(value)).toBeUndefined();
    for (const value of [-0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(roundToCents(value)).toBeUndefined();
  });
});

describe('money without Intl', () => {
  it('shows any amount exactly as Intl en-NG did', () => {
    fc.assert(
      fc.property(prices, (value) => {
        fc.pre(!roundsToNegativeZero(value));
        expect(formatNaira(value)).toBe(`₦${intlNaira.format(value)}`);
        expect(formatNaira(String(value))).toBe(`₦${intlNaira.format(value)}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows kobo as Intl showed the same naira', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (kobo) => {
        expect(formatKobo(kobo)).toBe(`₦${intlNaira.format(kobo / 100)}`);
      }),
    );
  });

  it('rounds typed text and client figures to the kobo Intl rounded them to', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          decimalTexts,
          prices.filter((value) => value > 0 && value < 1e12),
        ),
        (value) => {
          const expected = Number(
            intlKoboText.format(typeof value === 'number' ? value : (value as Intl.StringNumericLiteral)),
          );
          fc.pre(expected < 1e12);
          expect(nairaToNearestKobo(value)).toBe(Math.round(expected * 100));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never shows a negative zero', () => {
    expect(formatNaira(-0)).toBe('₦0');
    expect(formatNaira(-0.001)).toBe('₦0');
    expect(formatNaira(-1500)).toBe('₦-1,500');
    expect(formatNaira('not a price')).toBe('₦NaN');
  });
});
