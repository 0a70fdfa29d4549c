import { nairaToNearestKobo, optionalNairaToKobo } from '@ata/core/money';
import {
  type DeliveryConfig,
  type DeliveryZoneInput,
  deliveryZoneInputSchema,
  EXAMPLE_ZONES,
  type PickupPointInput,
} from '@ata/core/pricing';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DeliveryZoneEntity,
  type DeliveryZoneRow,
  PickupPointEntity,
  type PickupPointRow,
} from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { findByIdOrThrow, insertRow, removeFound, updateRow } from '../db/rows.ts';
import { conflict } from '../errors.ts';
import { deliveryConfig } from './serialize.ts';

export const zoneSortable = ['id', 'name', 'position', 'createdAt', 'updatedAt'];
const zoneListSpec: ListSpec = {
  searchFields: ['name'],
  filterFields: ['name'],
  defaultSort: { field: 'position', order: 'ASC' },
};

export const pickupSortable = ['id', 'name', 'state', 'createdAt', 'updatedAt'];
const pickupListSpec: ListSpec = {
  searchFields: ['name', 'address'],
  filterFields: ['name', 'state', 'active'],
  defaultSort: { field: 'name', order: 'ASC' },
};

export const listZones = (em: EntityManager, list: ListQuery) =>
  findList(em, DeliveryZoneEntity, list, zoneListSpec);
export const listPickupPoints = (em: EntityManager, list: ListQuery) =>
  findList(em, PickupPointEntity, list, pickupListSpec);

export const getZone = (em: EntityManager, id: string): Promise<DeliveryZoneRow> =>
  findByIdOrThrow(em, DeliveryZoneEntity, id, 'Delivery zone not found');

export const getPickupPoint = (em: EntityManager, id: string): Promise<PickupPointRow> =>
  findByIdOrThrow(em, PickupPointEntity, id, 'Pickup point not found');

const zoneColumns = (input: DeliveryZoneInput) => ({
  name: input.name,
  states: input.states,
  cities: input.cities,
  flatFeeKobo: nairaToNearestKobo(input.flatFee),
  freeAboveKobo: optionalNairaToKobo(input.freeAbove),
  weightBaseGrams: input.weightBaseGrams ?? null,
  weightFeePerKgKobo: optionalNairaToKobo(input.weightFeePerKg),
  estimateMinDays: input.estimateMinDays,
  estimateMaxDays: input.estimateMaxDays,
  express: input.express.map(({ fee, ...rest }) => ({ ...rest, feeKobo: nairaToNearestKobo(fee) })),
  position: input.position,
});

/**
 * A state belongs to one zone as a whole (zones limited to cities may share it), and one zone at most has no
 * states (the fallback): otherwise which zone prices a shopper would depend on the order of the rows.
 */
async function checkOverlap(em: EntityManager, input: DeliveryZoneInput, ownId?: string): Promise<void> {
  if (input.cities.length > 0) return;
  const others = (await em.find(DeliveryZoneEntity, {})).filter(
    (zone) => zone.id !== ownId && zone.cities.length === 0,
  );
  if (input.states.length === 0 && others.some((zone) => zone.states.length === 0))
    throw conflict('Another zone already covers every other state', {
      states: 'Choose the states of this zone',
    });
  const taken = others.find((zone) => zone.states.some((state) => input.states.includes(state)));
  if (taken)
    throw conflict(`A state is already in the zone ${taken.name}`, { states: `Already in ${taken.name}` });
}

export async function createZone(em: EntityManager, input: DeliveryZoneInput): Promise<DeliveryZoneRow> {
  await checkOverlap(em, input);
  return insertRow(em, DeliveryZoneEntity, zoneColumns(input));
}

export async function updateZone(
  em: EntityManager,
  zone: DeliveryZoneRow,
  input: DeliveryZoneInput,
): Promise<DeliveryZoneRow> {
  await checkOverlap(em, input, zone.id);
  return updateRow(em, zone, zoneColumns(input));
}

/**
 * The shipping policy's zones in one action (the admin's "Apply the example zones"): the shop's zones are
 * replaced by core's EXAMPLE_ZONES, in one transaction, so the checkout never prices with half a set.
 */
export async function applyExampleZones(em: EntityManager): Promise<DeliveryZoneRow[]> {
  return em.transactional(async (tx) => {
    await tx.nativeDelete(DeliveryZoneEntity, {});
    const rows = EXAMPLE_ZONES.map((zone) =>
      tx.create(DeliveryZoneEntity, zoneColumns(deliveryZoneInputSchema.parse(zone))),
    );
    await tx.flush();
    return rows;
  });
}

export const deleteZone = (em: EntityManager, id: string) => removeFound(em, getZone, id);

const pickupColumns = (input: PickupPointInput) => ({
  name: input.name,
  address: input.address,
  state: input.state,
  hours: input.hours,
  feeKobo: nairaToNearestKobo(input.fee),
  active: input.active,
});

export const createPickupPoint = (em: EntityManager, input: PickupPointInput): Promise<PickupPointRow> =>
  insertRow(em, PickupPointEntity, pickupColumns(input));

export const updatePickupPoint = (em: EntityManager, point: PickupPointRow, input: PickupPointInput) =>
  updateRow(em, point, pickupColumns(input));

export const deletePickupPoint = (em: EntityManager, id: string) => removeFound(em, getPickupPoint, id);

/** The delivery the shop offers now, for the price pipeline (checkout, cart) and the shipping page. */
export async function readDeliveryConfig(em: EntityManager): Promise<DeliveryConfig> {
  const [zones, points] = await Promise.all([
    em.find(DeliveryZoneEntity, {}, { orderBy: { position: 'asc', name: 'asc' } }),
    em.find(PickupPointEntity, { active: true }, { orderBy: { name: 'asc' } }),
  ]);
  return deliveryConfig(zones, points);
}
