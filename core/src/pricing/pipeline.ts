import type { Kobo } from '../money/kobo.ts';
import {
  cheapestStandardKobo,
  type DeliveryConfig,
  type DeliveryOption,
  type Destination,
  deliveryOptions,
  zoneFor,
} from './delivery.ts';
import {
  checkDiscount,
  type DiscountContext,
  type DiscountRefusal,
  type DiscountRule,
  type PricedLine,
} from './discounts.ts';

export interface PriceInput {
  lines: readonly PricedLine[];
  delivery: DeliveryConfig;
  /** Null until the shopper names a state: the cart shows "from ₦X". */
  destination: Destination | null;
  /** The option the shopper chose; null or unknown: the first offered (standard delivery). */
  optionId: string | null;
  /** Automatic offers (rules without a code) that are switched on. */
  offers: readonly DiscountRule[];
  /** The code the shopper entered, found and not used up; null: none entered. */
  code: DiscountRule | null;
  /** Set when the code was not found or is used up (the database knows, the pipeline does not). */
  codeRefused?: DiscountRefusal;
  firstOrder?: boolean;
  now: number;
}

export interface AppliedDiscount {
  id: string;
  code: string | null;
  label: string;
  /** Off the subtotal; for free delivery, the fee waived (not counted twice). */
  amountKobo: Kobo;
  freeDelivery: boolean;
}

export interface PriceBreakdown {
  subtotalKobo: Kobo;
  discounts: AppliedDiscount[];
  /** Σ of the discounts off the subtotal (never more than the subtotal). */
  discountKobo: Kobo;
  codeRefusal: DiscountRefusal | null;
  options: DeliveryOption[];
  delivery: DeliveryOption | null;
  deliveryKobo: Kobo;
  /** Before a state is known: the least standard delivery costs for this cart. */
  fromDeliveryKobo: Kobo | null;
  /** What the shopper pays: subtotal − discounts + delivery. */
  totalKobo: Kobo;
}

const weightOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);

/**
 * The one price pipeline, run by the browser to show and by the server to charge: lines → subtotal →
 * discounts → delivery → total. Delivery's free threshold reads the subtotal after discounts.
 */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const subtotalKobo = input.lines.reduce((sum, line) => sum + line.priceKobo * line.quantity, 0);
  const weightGrams = weightOf(input.lines);
  const zone = input.destination ? zoneFor(input.delivery.zones, input.destination) : undefined;
  const context: DiscountContext = {
    lines: input.lines,
    subtotalKobo,
    now: input.now,
    zoneId: zone?.id ?? null,
    firstOrder: input.firstOrder,
  };

  const applied: AppliedDiscount[] = [];
  let codeRefusal: DiscountRefusal | null = input.codeRefused ?? null;
  const consider = (rule: DiscountRule) => {
    const check = checkDiscount(rule, context);
    if (!check.ok) {
      if (rule.code !== null) codeRefusal = check.reason;
      return;
    }
    const { amountKobo, freeDelivery } = check;
    applied.push({ id: rule.id, code: rule.code, label: rule.label, amountKobo, freeDelivery });
  };
  for (const offer of input.offers) consider(offer);
  if (input.code && codeRefusal === null) consider(input.code);

  const offered = applied.filter((one) => !one.freeDelivery).reduce((sum, one) => sum + one.amountKobo, 0);
  const discountKobo = Math.min(offered, subtotalKobo);
  const afterDiscounts = subtotalKobo - discountKobo;

  const options = input.destination
    ? deliveryOptions({
        config: input.delivery,
        destination: input.destination,
        subtotalKobo: afterDiscounts,
        weightGrams,
        now: input.now,
      })
    : [];
  const chosen = options.find((option) => option.id === input.optionId) ?? options[0] ?? null;
  const waiver = applied.find((one) => one.freeDelivery);
  let deliveryKobo = chosen?.feeKobo ?? 0;
  if (waiver && chosen && chosen.kind !== 'express') {
    waiver.amountKobo = deliveryKobo;
    deliveryKobo = 0;
  }

  return {
    subtotalKobo,
    discounts: applied,
    discountKobo,
    codeRefusal,
    options,
    delivery: chosen,
    deliveryKobo,
    fromDeliveryKobo: input.destination
      ? null
      : cheapestStandardKobo(input.delivery, afterDiscounts, weightGrams),
    totalKobo: afterDiscounts + deliveryKobo,
  };
}
