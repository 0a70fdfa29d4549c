import { formatKobo } from '../money/format.ts';
import type { Kobo } from '../money/kobo.ts';
import type { DiscountRefusal } from './discounts.ts';

/** What the cart and the checkout say when a code does not apply. */
export function discountRefusalMessage(reason: DiscountRefusal, minSubtotalKobo: Kobo | null = null): string {
  switch (reason) {
    case 'unknown':
      return 'We do not know that code. Check the spelling and try again.';
    case 'expired':
      return 'That code has expired.';
    case 'not-yet-valid':
      return 'That code is not valid yet.';
    case 'minimum-not-met':
      return minSubtotalKobo === null
        ? 'Your cart is below the minimum for that code.'
        : `That code needs a subtotal of at least ${formatKobo(minSubtotalKobo)}.`;
    case 'used-up':
      return 'That code has been used up.';
    case 'first-order-only':
      return 'That code is for a first order only.';
    case 'not-applicable':
      return 'That code does not apply to the items in your cart.';
  }
}

/**
 * An automatic offer the shopper was quoted ran out before her order went in (its last uses went to orders
 * placed meanwhile): the order is refused, so she is never charged a total she was not shown.
 */
export const offerEndedMessage = (label: string): string =>
  `The offer “${label}” has just run out, so your total has changed. Please check it and place your order again.`;
