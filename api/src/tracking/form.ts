import { TRACK_LOOKUP_PATH, trackingPath, trackLookupSchema } from '@ata/core/order';
import type { Orm } from '../db/orm.ts';
import { DomainError } from '../errors.ts';
import type { AppMiddleware } from '../http/context.ts';
import { readForm } from '../http/form-body.ts';
import { trackLookupLimit } from './lookup-limit.ts';
import { lookUpTrackingToken } from './service.ts';

/** Why the lookup form is shown again: the page (shell/src/pages/track/) says it in words. */
export type TrackFormError = 'invalid' | 'not-found' | 'too-many';

const FORM_LIMIT_BYTES = 4096;

/**
 * The `/track` lookup form posted without JavaScript (POST/redirect/GET): found → 303 to the order's
 * tracking page; anything else → 303 back to the form with the reference typed and why (never the phone
 * number, which would land in the address bar and the history). Counted on the API lookup's limit.
 */
export function trackLookupForm(orm: Orm): AppMiddleware {
  const limiter = trackLookupLimit(orm);
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== TRACK_LOOKUP_PATH) return next();
    ctx.set('Cache-Control', 'private, no-store');
    const back = (error: TrackFormError, reference = '') => {
      const query = new URLSearchParams({ error, ...(reference && { reference: reference.slice(0, 20) }) });
      ctx.status = 303;
      ctx.redirect(`${TRACK_LOOKUP_PATH}?${query}`);
    };
    if ((await limiter.hit(ctx.ip)) > 0) return back('too-many');
    const form = await readForm(ctx.req, FORM_LIMIT_BYTES);
    const typed = { reference: form?.get('reference') ?? '', phone: form?.get('phone') ?? '' };
    const parsed = trackLookupSchema.safeParse(typed);
    if (!parsed.success) return back('invalid', typed.reference);
    try {
      const token = await lookUpTrackingToken(ctx.state.em, parsed.data);
      ctx.status = 303;
      ctx.redirect(trackingPath(token));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found')
        return back('not-found', typed.reference);
      throw error;
    }
  };
}
