import { type Kobo, koboToNairaText } from './kobo.ts';

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** The Naira sign, en-NG thousands separators, no fixed decimals. */
export const formatNaira = (amount: number | string): string => `₦${naira.format(Number(amount))}`;

/** An amount in kobo as `formatNaira` shows it, from its exact decimal text (display only). */
export const formatKobo = (amount: Kobo): string =>
  `₦${naira.format(koboToNairaText(amount) as Intl.StringNumericLiteral)}`;
