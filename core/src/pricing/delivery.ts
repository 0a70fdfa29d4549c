import { lagosClock } from '../format/lagos-time.ts';
import type { Kobo } from '../money/kobo.ts';
import type { StateCode } from './states.ts';

/** How a zone prices standard delivery. */
export interface FeeRule {
  flatKobo: Kobo;
  /** Free when the subtotal after discounts is above this; null: never free. */
  freeAboveKobo: Kobo | null;
  /** Extra for every started kilogram above `baseGrams` (from the sizes' weights); null: by weight never. */
  weightSurcharge: { baseGrams: number; perKgKobo: Kobo } | null;
}

/** A faster option in a zone, offered only to orders placed before `cutoffHour` (Lagos time). */
export interface ExpressRule {
  id: string;
  label: string;
  feeKobo: Kobo;
  cutoffHour: number;
  estimate: string;
}

export interface DeliveryZone {
  id: string;
  name: string;
  states: StateCode[];
  /** Cities/LGAs of its states the zone is limited to; empty: the whole states. */
  cities: string[];
  fee: FeeRule;
  estimateDays: { min: number; max: number };
  express: ExpressRule[];
}

export interface PickupPoint {
  id: string;
  name: string;
  address: string;
  state: StateCode;
  hours: string;
  feeKobo: Kobo;
}

export interface DeliveryConfig {
  zones: DeliveryZone[];
  pickupPoints: PickupPoint[];
}

export interface Destination {
  state: StateCode;
  city?: string;
}

export type DeliveryKind = 'standard' | 'express' | 'pickup';

/** One way to get the order, priced for this cart. */
export interface DeliveryOption {
  id: string;
  kind: DeliveryKind;
  label: string;
  feeKobo: Kobo;
  estimate: string;
  /** For pickup: where and when. */
  address?: string;
  hours?: string;
}

/**
 * A fresh shop's delivery: the specification's rule (₦1,000 up to ₦5,000, free above) everywhere in
 * Nigeria, so nothing changes until the owner sets zones.
 */
export const DEFAULT_DELIVERY: DeliveryConfig = {
  zones: [
    {
      id: 'nigeria',
      name: 'Nigeria',
      states: [],
      cities: [],
      fee: { flatKobo: 100_000, freeAboveKobo: 500_000, weightSurcharge: null },
      estimateDays: { min: 2, max: 3 },
      express: [],
    },
  ],
  pickupPoints: [],
};

const sameCity = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * The zone that delivers to `destination`: one limited to its city beats one for the whole state, which
 * beats the fallback (a zone without states). Undefined: the shop does not deliver there.
 */
export function zoneFor(zones: readonly DeliveryZone[], destination: Destination): DeliveryZone | undefined {
  const named = zones.filter((zone) => zone.states.includes(destination.state));
  const city = destination.city;
  return (
    (city ? named.find((zone) => zone.cities.some((one) => sameCity(one, city))) : undefined) ??
    named.find((zone) => zone.cities.length === 0) ??
    // A zone without states covers every state no other zone names: the fallback.
    zones.find((zone) => zone.states.length === 0)
  );
}

/** Standard delivery in a zone for this cart. */
export function standardFeeKobo(fee: FeeRule, subtotalKobo: Kobo, weightGrams: number): Kobo {
  if (fee.freeAboveKobo !== null && subtotalKobo > fee.freeAboveKobo) return 0;
  const surcharge = fee.weightSurcharge;
  const extraKg = surcharge ? Math.max(0, Math.ceil((weightGrams - surcharge.baseGrams) / 1000)) : 0;
  return fee.flatKobo + extraKg * (surcharge?.perKgKobo ?? 0);
}

export const estimateText = ({ min, max }: { min: number; max: number }): string =>
  min === max ? `${min} business ${min === 1 ? 'day' : 'days'}` : `${min}–${max} business days`;

export interface OptionsInput {
  config: DeliveryConfig;
  destination: Destination;
  subtotalKobo: Kobo;
  weightGrams: number;
  now: number;
}

/**
 * What the checkout offers for a destination: the zone's standard delivery, its express options still open
 * today (before their cut-off in Lagos), then the pickup points in the shopper's state. Empty: no zone
 * delivers there and no pickup point is near.
 */
export function deliveryOptions({
  config,
  destination,
  subtotalKobo,
  weightGrams,
  now,
}: OptionsInput): DeliveryOption[] {
  const options: DeliveryOption[] = [];
  const zone = zoneFor(config.zones, destination);
  if (zone) {
    options.push({
      id: `standard:${zone.id}`,
      kind: 'standard',
      label: `Standard delivery (${zone.name})`,
      feeKobo: standardFeeKobo(zone.fee, subtotalKobo, weightGrams),
      estimate: estimateText(zone.estimateDays),
    });
    const { hour } = lagosClock(now);
    for (const express of zone.express.filter((rule) => hour < rule.cutoffHour)) {
      options.push({
        id: `express:${zone.id}:${express.id}`,
        kind: 'express',
        label: express.label,
        feeKobo: express.feeKobo,
        estimate: express.estimate,
      });
    }
  }
  for (const point of config.pickupPoints.filter((one) => one.state === destination.state)) {
    options.push({
      id: `pickup:${point.id}`,
      kind: 'pickup',
      label: `Pick up: ${point.name}`,
      feeKobo: point.feeKobo,
      estimate: 'Ready in 1 business day',
      address: point.address,
      hours: point.hours,
    });
  }
  return options;
}

/** "From ₦X" before the shopper names a state: the least standard delivery costs anywhere for this cart. */
export function cheapestStandardKobo(
  config: DeliveryConfig,
  subtotalKobo: Kobo,
  weightGrams: number,
): Kobo | null {
  const fees = config.zones.map((zone) => standardFeeKobo(zone.fee, subtotalKobo, weightGrams));
  return fees.length === 0 ? null : Math.min(...fees);
}
