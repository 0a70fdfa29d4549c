import { deliveryFeeKobo } from '../cart/delivery.ts';
import { type Kobo, nairaToKobo } from '../money/kobo.ts';

/** What an order came to, in kobo: subtotal − discount + delivery = total (what the shopper owes). */
export interface OrderMoney {
  subtotalKobo: Kobo;
  discountKobo: Kobo;
  deliveryKobo: Kobo;
  totalKobo: Kobo;
}

interface PricedOrder {
  totalAmount: number | string;
  amountDueKobo?: number | null;
  subtotalKobo?: number | null;
  discountKobo?: number | null;
  deliveryFeeKobo?: number | null;
  totalKobo?: number | null;
}

const subtotalOf = (order: PricedOrder): Kobo => {
  try {
    return nairaToKobo(order.totalAmount);
  } catch {
    return 0;
  }
};

/**
 * The order's money as it was priced. Orders placed before the checkout priced delivery and discounts
 * kept only the subtotal (and, paid online, the amount due): their delivery is the rule of the time.
 */
export function orderMoney(order: PricedOrder): OrderMoney {
  const subtotalKobo = order.subtotalKobo ?? subtotalOf(order);
  if (typeof order.totalKobo === 'number') {
    return {
      subtotalKobo,
      discountKobo: order.discountKobo ?? 0,
      deliveryKobo: order.deliveryFeeKobo ?? 0,
      totalKobo: order.totalKobo,
    };
  }
  const deliveryKobo = deliveryFeeKobo(subtotalKobo);
  return {
    subtotalKobo,
    discountKobo: 0,
    deliveryKobo,
    totalKobo: order.amountDueKobo ?? subtotalKobo + deliveryKobo,
  };
}
