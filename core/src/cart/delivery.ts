import { type Kobo, subtotalKobo } from '../money/kobo.ts';

/** The cart, the checkout and the charge add ₦1,000 delivery up to ₦5,000; above that it is free. */
export const FREE_DELIVERY_THRESHOLD_KOBO: Kobo = 500_000;
export const DELIVERY_FEE_KOBO: Kobo = 100_000;
/** The home hero's marketing claim — deliberately different from the cart's rule. */
export const HERO_FREE_SHIPPING_THRESHOLD_KOBO: Kobo = 1_500_000;

export const deliveryFeeKobo = (subtotal: Kobo): Kobo =>
  subtotal > FREE_DELIVERY_THRESHOLD_KOBO ? 0 : DELIVERY_FEE_KOBO;

/** Subtotal plus delivery: the total the cart shows and what paying online charges. */
export const orderTotalKobo = (subtotal: Kobo): Kobo => subtotal + deliveryFeeKobo(subtotal);

/** What the shopper pays online for these lines (the order payload carries only the subtotal). */
export const amountDueKobo = (lines: readonly { price: string | number; quantity: number }[]): Kobo =>
  orderTotalKobo(subtotalKobo(lines));
