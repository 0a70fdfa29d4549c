import { ORDER_NOT_FOUND, type TrackedOrder, type TrackLookup, trackingTokenSchema } from '@ata/core/order';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity } from '../db/entities/index.ts';
import { notFound } from '../errors.ts';
import { phoneKey } from '../orders/hoarding.ts';
import { trackedOrderJson } from './serialize.ts';
import { orderTimeline } from './timeline.ts';

/** The order behind a tracking link; an unknown, altered or malformed token is the same 404. */
export async function trackedOrder(
  em: EntityManager,
  token: string,
  publicOrigin: string,
): Promise<TrackedOrder> {
  if (!trackingTokenSchema.safeParse(token).success) throw notFound(ORDER_NOT_FOUND);
  const row = await em.findOne(OrderEntity, { trackingToken: token });
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return trackedOrderJson(row, await orderTimeline(em, row), publicOrigin);
}

/**
 * The tracking token of the order with this reference (the id's first 8 characters) placed with this phone
 * number. No such order and a wrong number are one answer, so the lookup tells nothing about either.
 * Phones compare by their last 10 digits (hoarding.ts's key), so orders stored before numbers were kept in
 * E.164 are found too.
 */
export async function lookUpTrackingToken(em: EntityManager, lookup: TrackLookup): Promise<string> {
  // The reference is a prefix of the uuid: a range over the primary key.
  const rows = await em.find(
    OrderEntity,
    {
      id: {
        $gte: `${lookup.reference}-0000-0000-0000-000000000000`,
        $lte: `${lookup.reference}-ffff-ffff-ffff-ffffffffffff`,
      },
    },
    { fields: ['id', 'customerPhone', 'trackingToken'], limit: 50 },
  );
  const wanted = phoneKey(lookup.phone);
  const match = rows.find((row) => wanted !== null && phoneKey(row.customerPhone) === wanted);
  if (!match) throw notFound(ORDER_NOT_FOUND);
  return match.trackingToken;
}
