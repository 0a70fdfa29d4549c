import { amountDueKobo, deliveryFeeKobo } from '@ata/core/cart';
import type { PricedTotals } from '@ata/core/chat';
import { subtotalKobo } from '@ata/core/money';
import type { Quote, TrackedOrder } from '@ata/core/order';

/** The order's money as the server stored it (the figures priceOrder gave when it was placed). */
export const trackedTotals = (order: TrackedOrder): PricedTotals => ({
  subtotalKobo: order.subtotalKobo,
  discountKobo: order.discountKobo ?? 0,
  discountCode: order.discountCode ?? null,
  deliveryLabel: order.deliveryLabel ?? null,
  deliveryKobo: order.deliveryFeeKobo,
  totalKobo: order.totalKobo,
});

/**
 * The quote the order was placed with (the server's pipeline); without one (still loading), the default
 * zone's rule for these lines, which is what the server charges an order without a state.
 */
export function quoteTotals(quote: Quote | undefined, items: readonly { price: number; quantity: number }[]) {
  if (quote?.delivery) {
    return {
      subtotalKobo: quote.subtotalKobo,
      discountKobo: quote.discountKobo,
      discountCode: quote.code,
      deliveryLabel: quote.delivery.label,
      deliveryKobo: quote.deliveryKobo,
      totalKobo: quote.totalKobo,
    } satisfies PricedTotals;
  }
  const subtotal = subtotalKobo(items);
  return {
    subtotalKobo: subtotal,
    discountKobo: 0,
    discountCode: null,
    deliveryLabel: null,
    deliveryKobo: deliveryFeeKobo(subtotal),
    totalKobo: amountDueKobo(items),
  } satisfies PricedTotals;
}
