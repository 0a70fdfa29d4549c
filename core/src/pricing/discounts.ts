import type { Kobo } from '../money/kobo.ts';

export type DiscountKind = 'percent' | 'fixed' | 'free-delivery';

/** A discount code (with `code`) or an automatic offer (without): what it gives and when it applies. */
export interface DiscountRule {
  id: string;
  /** Upper-case as stored; null for an automatic offer. */
  code: string | null;
  label: string;
  kind: DiscountKind;
  /** 'percent': 1–100. */
  percent: number | null;
  /** 'fixed': off the eligible lines, never below zero. */
  amountKobo: Kobo | null;
  minSubtotalKobo: Kobo | null;
  /** Milliseconds since the epoch (the admin enters Lagos dates); null: open-ended. */
  startsAt: number | null;
  endsAt: number | null;
  /** Limited to these products or categories; both empty: the whole cart. */
  productIds: string[];
  categoryIds: string[];
  /** Limited to these delivery zones (free delivery in Lagos); empty: anywhere. */
  zoneIds: string[];
  /** Only a phone number's first order. */
  firstOrderOnly: boolean;
}

/** Why a code does not apply: the checkout says it in words (see discountRefusalMessage). */
export type DiscountRefusal =
  | 'unknown'
  | 'expired'
  | 'not-yet-valid'
  | 'minimum-not-met'
  | 'used-up'
  | 'not-applicable'
  | 'first-order-only';

export interface PricedLine {
  productId: string;
  categoryId: string | null;
  priceKobo: Kobo;
  quantity: number;
  weightGrams: number | null;
}

export interface DiscountContext {
  lines: readonly PricedLine[];
  subtotalKobo: Kobo;
  now: number;
  /** The zone delivering the order, once the shopper has named a state. */
  zoneId: string | null;
  /** Whether the shopper's phone number has ordered before; undefined until the phone is known. */
  firstOrder: boolean | undefined;
}

export type DiscountCheck =
  | { ok: true; amountKobo: Kobo; freeDelivery: boolean }
  | { ok: false; reason: DiscountRefusal };

/** A code as typed ("  weekend10 ") → as stored ("WEEKEND10"): codes are case-insensitive. */
export const normalizeCode = (typed: string): string => typed.trim().toUpperCase();

const eligibleKobo = (rule: DiscountRule, lines: readonly PricedLine[]): Kobo => {
  const everything = rule.productIds.length === 0 && rule.categoryIds.length === 0;
  return lines
    .filter(
      (line) =>
        everything ||
        rule.productIds.includes(line.productId) ||
        (line.categoryId !== null && rule.categoryIds.includes(line.categoryId)),
    )
    .reduce((sum, line) => sum + line.priceKobo * line.quantity, 0);
};

/** `percent` % of `kobo`, to the nearest kobo (half up), in integers. */
export const percentOfKobo = (kobo: Kobo, percent: number): Kobo => Math.floor((kobo * percent + 50) / 100);

/**
 * Whether a rule applies to this cart now and what it takes off. Uses left and "once per phone" are counted
 * in the database when the order is placed (see the API's redemptions), not here.
 */
export function checkDiscount(rule: DiscountRule, context: DiscountContext): DiscountCheck {
  if (rule.startsAt !== null && context.now < rule.startsAt) return { ok: false, reason: 'not-yet-valid' };
  if (rule.endsAt !== null && context.now >= rule.endsAt) return { ok: false, reason: 'expired' };
  if (rule.minSubtotalKobo !== null && context.subtotalKobo < rule.minSubtotalKobo)
    return { ok: false, reason: 'minimum-not-met' };
  if (rule.firstOrderOnly && context.firstOrder === false) return { ok: false, reason: 'first-order-only' };
  if (rule.zoneIds.length > 0 && (context.zoneId === null || !rule.zoneIds.includes(context.zoneId)))
    return { ok: false, reason: 'not-applicable' };
  if (rule.kind === 'free-delivery') return { ok: true, amountKobo: 0, freeDelivery: true };
  const eligible = eligibleKobo(rule, context.lines);
  if (eligible === 0) return { ok: false, reason: 'not-applicable' };
  const amountKobo =
    rule.kind === 'percent'
      ? percentOfKobo(eligible, rule.percent ?? 0)
      : Math.min(rule.amountKobo ?? 0, eligible);
  return { ok: true, amountKobo, freeDelivery: false };
}
