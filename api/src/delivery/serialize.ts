import { koboToNaira, optionalKoboToNaira } from '@ata/core/money';
import type { DeliveryConfig, DeliveryZoneJson, PickupPointJson } from '@ata/core/pricing';
import type { DeliveryZoneRow, PickupPointRow } from '../db/entities/index.ts';

/** A zone as the admin edits it: fees in naira. */
export function deliveryZoneJson(row: DeliveryZoneRow): DeliveryZoneJson {
  return {
    id: row.id,
    name: row.name,
    states: row.states,
    cities: row.cities,
    flatFee: koboToNaira(row.flatFeeKobo),
    freeAbove: optionalKoboToNaira(row.freeAboveKobo),
    weightBaseGrams: row.weightBaseGrams ?? null,
    weightFeePerKg: optionalKoboToNaira(row.weightFeePerKgKobo),
    estimateMinDays: row.estimateMinDays,
    estimateMaxDays: row.estimateMaxDays,
    express: row.express.map(({ feeKobo, ...rest }) => ({ ...rest, fee: koboToNaira(feeKobo) })),
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function pickupPointJson(row: PickupPointRow): PickupPointJson {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    state: row.state,
    hours: row.hours,
    fee: koboToNaira(row.feeKobo),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the price pipeline reads: every zone and the pickup points that are open, fees in kobo. */
export function deliveryConfig(
  zones: readonly DeliveryZoneRow[],
  points: readonly PickupPointRow[],
): DeliveryConfig {
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: zone.states,
      cities: zone.cities,
      fee: {
        flatKobo: zone.flatFeeKobo,
        freeAboveKobo: zone.freeAboveKobo ?? null,
        weightSurcharge:
          zone.weightBaseGrams == null || zone.weightFeePerKgKobo == null
            ? null
            : { baseGrams: zone.weightBaseGrams, perKgKobo: zone.weightFeePerKgKobo },
      },
      estimateDays: { min: zone.estimateMinDays, max: zone.estimateMaxDays },
      express: zone.express,
    })),
    pickupPoints: points
      .filter((point) => point.active)
      .map(({ id, name, address, state, hours, feeKobo }) => ({ id, name, address, state, hours, feeKobo })),
  };
}
