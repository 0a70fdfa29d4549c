import { type Cents, roundToCents } from './decimal.ts';
import { type Kobo, koboToNairaText } from './kobo.ts';

// en-NG as Intl writes it (`maximumFractionDigits: 2`): groups of three with commas, a point, no trailing
// zeros. Written out rather than asked of Intl, whose first use holds a slow phone's page ~0.1 s (decimal.ts).
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');
const shown = ({ whole, cents }: Cents) =>
  cents === 0 ? grouped(whole) : `${grouped(whole)}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;

/** The Naira sign, en-NG thousands separators, no fixed decimals. */
export function formatNaira(amount: number | string): string {
  const value = Number(amount);
  if (Number.isNaN(value)) return '₦NaN';
  const rounded = roundToCents(Math.abs(value));
  if (!rounded) return value < 0 ? '₦-∞' : '₦∞';
  const sign = value < 0 && (rounded.whole !== '0' || rounded.cents > 0) ? '-' : '';
  return `₦${sign}${shown(rounded)}`;
}

/** An amount in kobo as `formatNaira` shows it, from its exact decimal text (display only). */
export const formatKobo = (amount: Kobo): string => {
  const [whole = '0', cents = '0'] = koboToNairaText(amount).split('.');
  return `₦${shown({ whole, cents: Number(cents) })}`;
};
