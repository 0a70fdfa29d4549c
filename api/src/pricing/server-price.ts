import type { Kobo } from '@ata/core/money';
import {
  type DeliveryConfig,
  type Destination,
  type DiscountRefusal,
  discountRefusalMessage,
  type PriceBreakdown,
  type PricedLine,
  priceOrder,
  STATE_CODES,
  type StateCode,
} from '@ata/core/pricing';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DiscountRow } from '../db/entities/index.ts';
import { OrderEntity } from '../db/entities/index.ts';
import { readDeliveryConfig } from '../delivery/service.ts';
import { discountRule } from '../discounts/serialize.ts';
import { activeOffers, findCode } from '../discounts/service.ts';

/** What the shopper asked for, besides the lines: where, how, and which code. */
export interface PriceRequest {
  lines: PricedLine[];
  state?: StateCode | null;
  city?: string | null;
  deliveryOptionId?: string | null;
  /** Upper-case as the schemas keep it; empty or absent: none. */
  discountCode?: string | null;
  /** The phone's last 10 digits (orders' phoneKey), for first-order codes; null: not known yet. */
  phoneKey?: string | null;
  now: number;
  /** Without a state: price by the default zone (an order), or show "from ₦X" (the checkout's quote). */
  withoutState?: 'default-zone' | 'from';
}

export interface ServerPrice {
  breakdown: PriceBreakdown;
  /** The code's row when the shop has it switched on (applied or not). */
  code: DiscountRow | null;
  /** The code's refusal, in the shopper's words; null: none entered, or applied. */
  codeMessage: string | null;
  /** Where it was priced: the shopper's state, or (none given) a state only the fallback zone delivers to. */
  destination: Destination | null;
}

/** A line priced from its size as the database has it now (price, weight, and its product's category). */
export const pricedLine = (
  size: { productId: string; categoryId: string | null; priceKobo: Kobo; weightGrams: number | null },
  quantity: number,
): PricedLine => ({
  productId: size.productId,
  categoryId: size.categoryId,
  priceKobo: size.priceKobo,
  quantity,
  weightGrams: size.weightGrams,
});

/**
 * Without a state (an API client sending the specification's payload) the order goes by the default zone:
 * a state that no zone names, which the zone without states (the fallback) delivers to.
 */
function destinationOf(config: DeliveryConfig, request: PriceRequest): Destination | null {
  if (request.state) return { state: request.state, ...(request.city ? { city: request.city } : {}) };
  const unnamed = STATE_CODES.find((code) => !config.zones.some((zone) => zone.states.includes(code)));
  return unnamed && config.zones.some((zone) => zone.states.length === 0) ? { state: unnamed } : null;
}

/**
 * The server's price of a cart: the core pipeline fed from the database (zones, open pickup points, active
 * automatic offers, the code). Used for the checkout's quote, the order record and the payment amount; the
 * client's figures never enter it. Uses left and once-per-phone are counted again when the order commits.
 */
export async function priceFromDatabase(em: EntityManager, request: PriceRequest): Promise<ServerPrice> {
  const [delivery, offers] = await Promise.all([readDeliveryConfig(em), activeOffers(em)]);
  const typed = request.discountCode?.trim().toUpperCase() || null;
  const code = typed ? await findCode(em, typed) : null;
  let codeRefused: DiscountRefusal | undefined;
  if (typed && !code) codeRefused = 'unknown';
  else if (code && code.maxUses !== null && code.maxUses !== undefined && code.uses >= code.maxUses)
    codeRefused = 'used-up';
  const firstOrder = request.phoneKey
    ? (await em.count(OrderEntity, {
        phoneKey: request.phoneKey,
        status: { $nin: ['cancelled', 'refunded'] },
      })) === 0
    : undefined;
  const destination =
    request.withoutState === 'from' && !request.state ? null : destinationOf(delivery, request);
  const breakdown = priceOrder({
    lines: request.lines,
    delivery,
    destination,
    optionId: request.deliveryOptionId || null,
    offers: offers.map(discountRule),
    code: code ? discountRule(code) : null,
    ...(codeRefused && { codeRefused }),
    ...(firstOrder !== undefined && { firstOrder }),
    now: request.now,
  });
  const refusal = typed ? breakdown.codeRefusal : null;
  return {
    breakdown,
    code,
    codeMessage: refusal ? discountRefusalMessage(refusal, code?.minSubtotalKobo ?? null) : null,
    destination,
  };
}
