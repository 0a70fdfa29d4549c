import { roundToCents } from './decimal.ts';

/**
 * Money as integer kobo (₦1 = 100 kobo): every sum, product and comparison of money is done in it, so that
 * ₦0.10 × 3 is ₦0.30 and not 0.30000000000000004. Naira appear only at the edges: read from the API's and the
 * database's decimal text, written back as text or as a JSON number, and formatted for display.
 */
export type Kobo = number;

const NAIRA_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Naira as stored (decimal text such as "2800.00") or typed (2800, 1250.5) → integer kobo, without
 * floating-point arithmetic: the digits are read as text. Refuses negatives, NaN and sub-kobo amounts.
 */
export function nairaToKobo(naira: string | number): Kobo {
  const text = typeof naira === 'number' ? numberText(naira) : naira.trim();
  const match = NAIRA_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount in naira: ${String(naira)}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** A number's plain decimal digits ("1e21" and "1.005" style values are refused by the caller's pattern). */
const numberText = (value: number) => (Number.isFinite(value) ? String(value) : 'NaN');

/**
 * A figure a client computed (an older checkout summed prices in floating point, "3751.6499999999996") to
 * the nearest kobo, half away from zero, from the decimal it shows (`roundToCents`). Refuses what
 * `nairaToKobo` refuses once rounded.
 */
export function nairaToNearestKobo(naira: string | number): Kobo {
  const rounded = roundToCents(naira);
  if (!rounded) throw new RangeError(`Not an amount in naira: ${String(naira)}`);
  return nairaToKobo(`${rounded.whole}.${String(rounded.cents).padStart(2, '0')}`);
}

/** Integer kobo → naira as a JSON number or for display; never computed with. */
export const koboToNaira = (kobo: Kobo): number => kobo / 100;

/** Kobo → the decimal text PostgreSQL's numeric columns store ("2800.00"). */
export function koboToNairaText(kobo: Kobo): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  return `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

/** Naira (a typed price, a seed) as numeric text to the nearest kobo, as the price columns store it. */
export const nairaText = (naira: string | number): string => koboToNairaText(nairaToNearestKobo(naira));

/** A line's price (naira, as the API gives it) times its quantity, in kobo. */
export const lineTotalKobo = (line: { price: string | number; quantity: number }): Kobo =>
  nairaToKobo(line.price) * line.quantity;

/** Σ price × quantity in kobo. */
export const subtotalKobo = (lines: readonly { price: string | number; quantity: number }[]): Kobo =>
  lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);

/** An optional amount (a fee or a limit the owner may leave empty) in kobo → naira; none stays none. */
export const optionalKoboToNaira = (kobo: Kobo | null | undefined): number | null =>
  kobo == null ? null : koboToNaira(kobo);

/** An optional amount the owner typed in naira → kobo, to the nearest kobo; none stays none. */
export const optionalNairaToKobo = (naira: number | null | undefined): Kobo | null =>
  naira == null ? null : nairaToNearestKobo(naira);
