import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira } from './format.ts';
import { koboToNaira, koboToNairaText, nairaToKobo, nairaToNearestKobo } from './kobo.ts';

/** Up to the largest amount an order's numeric(14,2) total holds. */
const amounts = fc.integer({ min: 0, max: 99_999_999_999_999 });

describe('kobo at the edges', () => {
  it('comes back unchanged from the numeric text and the JSON number the API writes', () => {
    fc.assert(
      fc.property(amounts, (kobo) => {
        expect(nairaToKobo(koboToNairaText(kobo))).toBe(kobo);
        expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
        expect(nairaToNearestKobo(String(koboToNaira(kobo)))).toBe(kobo);
      }),
    );
  });

  it('is shown exactly as the same amount in naira always was', () => {
    fc.assert(
      fc.property(amounts, (kobo) => {
        expect(formatKobo(kobo)).toBe(formatNaira(koboToNaira(kobo)));
      }),
    );
  });
});
