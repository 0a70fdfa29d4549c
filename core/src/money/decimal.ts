// Money is rounded and shown without Intl. The first Intl formatter a page makes costs the browser 50–160 ms
// of main thread on the slow phone (ICU starting up, whatever the locale: measured at 4× CPU in Chromium),
// and every price a page hydrates went through one. The digits are handled as text, never as a double.

/** Digits with an optional point and exponent: text as typed, or the shortest form of a JavaScript number. */
const DECIMAL = /^\+?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

/** An amount rounded to the nearest hundredth: its whole part's digits (no leading zeros) and its cents. */
export interface Cents {
  whole: string;
  cents: number;
}

/**
 * A non-negative decimal rounded half away from zero to two places, from the decimal it shows (text as
 * written; a number as its shortest form, so 2.675 → 2.68 where `toFixed` rounds the double 2.67499… down),
 * as Intl rounds it. Undefined for anything else (negative, NaN, Infinity, words, an empty string).
 */
export function roundToCents(value: string | number): Cents | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  const [, integer = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (integer === '' && fraction === '')) return undefined;
  // The digits with the point moved by the exponent; zeros added so that it has two places and a third.
  const point = integer.length + Number(exponent);
  let digits = integer + fraction;
  if (point < 0) digits = '0'.repeat(-point) + digits;
  const at = Math.max(point, 0);
  digits = digits.padEnd(at + 3, '0');
  let whole = digits.slice(0, at).replace(/^0+/, '') || '0';
  let cents = Number(digits.slice(at, at + 2));
  if (digits.charAt(at + 2) >= '5') cents += 1;
  if (cents === 100) {
    cents = 0;
    whole = plusOne(whole);
  }
  return { whole, cents };
}

/** A string of digits plus one, carrying (no length limit, so no loss of precision). */
function plusOne(digits: string): string {
  const nines = /9*$/.exec(digits)?.[0].length ?? 0;
  const head = digits.slice(0, digits.length - nines);
  const bumped = head === '' ? '1' : head.slice(0, -1) + String(Number(head.slice(-1)) + 1);
  return bumped + '0'.repeat(nines);
}
