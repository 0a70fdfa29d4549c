import type { Orm } from '../db/orm.ts';
import { RateLimit } from '../http/rate-limit.ts';

/**
 * Lookups by reference + phone per client address in TRACK_LOOKUP_WINDOW_SECONDS: enough for a shopper who
 * mistypes a few times (and for several behind one carrier's shared address), too few to try phone numbers.
 */
export const TRACK_LOOKUPS = 10;
export const TRACK_LOOKUP_WINDOW_SECONDS = 600;

/** The API's lookup and the `/track` form count on the same counters (same prefix, same table). */
export const trackLookupLimit = (orm: Orm) =>
  new RateLimit(orm, {
    prefix: 'track-lookup',
    points: TRACK_LOOKUPS,
    durationSeconds: TRACK_LOOKUP_WINDOW_SECONDS,
  });

export const TOO_MANY_LOOKUPS = 'Too many order lookups from this address, please try again later';
