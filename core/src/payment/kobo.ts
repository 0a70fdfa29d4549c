import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from '../cart/delivery.ts';

/** Money as integer kobo (1 naira = 100 kobo): what Paystack charges and what every payment sum uses. */
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

/** Integer kobo → naira for display only (formatNaira). */
export const koboToNaira = (kobo: Kobo): number => kobo / 100;

/** Kobo → the decimal text PostgreSQL's numeric columns store ("2800.00"). */
export function koboToNairaText(kobo: Kobo): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  return `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

export const FREE_DELIVERY_THRESHOLD_KOBO: Kobo = FREE_DELIVERY_THRESHOLD * 100;
export const DELIVERY_FEE_KOBO: Kobo = DELIVERY_FEE * 100;

/** The cart's delivery rule in kobo: the fee up to and including the threshold, free above it. */
export const deliveryFeeKobo = (subtotal: Kobo): Kobo =>
  subtotal > FREE_DELIVERY_THRESHOLD_KOBO ? 0 : DELIVERY_FEE_KOBO;

/** Σ price × quantity in kobo. */
export const subtotalKobo = (lines: readonly { price: string | number; quantity: number }[]): Kobo =>
  lines.reduce((sum, line) => sum + nairaToKobo(line.price) * line.quantity, 0);

/** What the shopper pays online: the subtotal plus the delivery fee, in kobo. */
export function amountDueKobo(lines: readonly { price: string | number; quantity: number }[]): Kobo {
  const subtotal = subtotalKobo(lines);
  return subtotal + deliveryFeeKobo(subtotal);
}
