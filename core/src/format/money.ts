const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** The Naira sign, en-NG thousands separators, no fixed decimals. */
export const formatNaira = (amount: number | string): string => `₦${naira.format(Number(amount))}`;
