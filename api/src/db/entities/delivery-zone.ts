import type { StateCode } from '@ata/core/pricing';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/** An express option of a zone, stored with the zone (a zone has a handful at most). */
export interface StoredExpress {
  id: string;
  label: string;
  feeKobo: number;
  cutoffHour: number;
  estimate: string;
}

/** A delivery zone: states (none: every state no other zone names), optional cities, and its fees in kobo. */
export const DeliveryZoneEntity = defineEntity({
  name: 'DeliveryZone',
  tableName: 'delivery_zone',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100),
    states: p.array().$type<StateCode[]>(),
    cities: p.array().$type<string[]>(),
    flatFeeKobo: p.integer(),
    freeAboveKobo: p.integer().nullable(),
    weightBaseGrams: p.integer().nullable(),
    weightFeePerKgKobo: p.integer().nullable(),
    estimateMinDays: p.smallint(),
    estimateMaxDays: p.smallint(),
    express: p.json<StoredExpress[]>(),
    position: p.smallint().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type DeliveryZoneRow = InferEntity<typeof DeliveryZoneEntity>;
