import {
  deliveryConfigSchema,
  deliveryZoneInputSchema,
  deliveryZoneSchema,
  pickupPointInputSchema,
  pickupPointSchema,
} from '@ata/core/pricing';
import * as z from 'zod/mini';
import type { DeliveryZoneRow, PickupPointRow } from '../db/entities/index.ts';
import { sendFromCache } from '../http/cached-route.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema, NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { deliveryZoneJson, pickupPointJson } from './serialize.ts';
import {
  applyExampleZones,
  createPickupPoint,
  createZone,
  deletePickupPoint,
  deleteZone,
  getPickupPoint,
  getZone,
  listPickupPoints,
  listZones,
  pickupSortable,
  readDeliveryConfig,
  updatePickupPoint,
  updateZone,
  zoneSortable,
} from './service.ts';

const zones: Resource<DeliveryZoneRow> = {
  tag: 'delivery-zones',
  noun: 'delivery zone',
  schema: deliveryZoneSchema,
  toJson: deliveryZoneJson,
  sortable: zoneSortable,
};

const pickupPoints: Resource<PickupPointRow> = {
  tag: 'pickup-points',
  noun: 'pickup point',
  schema: pickupPointSchema,
  toJson: pickupPointJson,
  sortable: pickupSortable,
};

const BY_ID = { name: 'id', description: 'the record id' };

/** The owner's delivery zones and pickup points, and the delivery the checkout prices with. */
export function deliveryRoutes({ cache }: { cache: ResponseCache }) {
  const zoneRoutes = resourceRoutes(cache, zones);
  const pickupRoutes = resourceRoutes(cache, pickupPoints);
  const delivery = ['delivery-zones', 'pickup-points'] as const;
  return [
    defineRoute({
      method: 'get',
      path: '/api/delivery',
      tag: 'delivery-zones',
      summary: 'The delivery the shop offers: zones with their fee rules and open pickup points, in kobo',
      access: 'public',
      responses: { 200: ok(deliveryConfigSchema), 304: NOT_MODIFIED },
      handler: (ctx) =>
        sendFromCache(ctx, cache, delivery, async () => ({ data: await readDeliveryConfig(ctx.state.em) })),
    }),
    zoneRoutes.listRoute({
      summary: 'All delivery zones',
      access: 'admin',
      query: listQuerySchema,
      find: listZones,
    }),
    zoneRoutes.readRoute({ summary: 'One delivery zone', key: BY_ID, find: getZone }),
    defineRoute({
      method: 'post',
      path: '/api/delivery-zones/example',
      tag: 'delivery-zones',
      summary:
        "Replace the shop's zones with the shipping policy's example set (Lagos, South-West, Abuja, the rest of Nigeria), in one action",
      access: 'admin',
      responses: { 200: ok(z.array(deliveryZoneSchema), 'The zones now') },
      handler: async (ctx) => {
        const rows = await applyExampleZones(ctx.state.em);
        cache.invalidate(...delivery);
        ctx.body = rows.map(deliveryZoneJson);
      },
    }),
    ...zoneRoutes.writeRoutes({
      input: deliveryZoneInputSchema,
      key: BY_ID,
      // Every page may show delivery (the shipping policy's table, the cart's fee).
      invalidates: [...delivery],
      conflict: 'A state is already in another zone, or another zone already covers every other state',
      find: getZone,
      create: (ctx, input) => createZone(ctx.state.em, input),
      update: updateZone,
      remove: deleteZone,
    }),
    pickupRoutes.listRoute({
      summary: 'All pickup points',
      access: 'admin',
      query: listQuerySchema,
      find: listPickupPoints,
    }),
    pickupRoutes.readRoute({ summary: 'One pickup point', key: BY_ID, find: getPickupPoint }),
    ...pickupRoutes.writeRoutes({
      input: pickupPointInputSchema,
      key: BY_ID,
      invalidates: [...delivery],
      conflict: false,
      find: getPickupPoint,
      create: (ctx, input) => createPickupPoint(ctx.state.em, input),
      update: updatePickupPoint,
      remove: deletePickupPoint,
    }),
  ];
}
