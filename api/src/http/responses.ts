import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ResponseDecl } from './route.ts';

/** Query parameters of react-admin's ra-data-simple-rest dialect, accepted by every list route. */
export const listQueryShape = {
  sort: z.optional(z.string().check(z.maxLength(200), z.describe('["field","ASC|DESC"]'))),
  range: z.optional(z.string().check(z.maxLength(100), z.describe('[start,end], inclusive'))),
  // As long as a URL may be (Node refuses longer request heads): react-admin sends many ids for references.
  filter: z.optional(z.string().check(z.maxLength(16_000), z.describe('{"q":"text","id":[…],…}'))),
};
export const listQuerySchema = z.object(listQueryShape);

export const CONTENT_RANGE = {
  'Content-Range': 'with sort/range/filter: `<resource> <start>-<end>/<total>`',
};

/** 200 with a JSON body. */
export const ok = (schema: $ZodType, description = 'Success'): ResponseDecl => ({ description, schema });

/** 200 with a JSON array, and Content-Range when react-admin's dialect was used. */
export const list = (item: $ZodType, description = 'Success'): ResponseDecl => ({
  description,
  schema: z.array(item),
  headers: CONTENT_RANGE,
});

/** Cached public reads answer 304 to a matching If-None-Match. */
export const NOT_MODIFIED: ResponseDecl = { description: 'Not modified (If-None-Match matched the ETag)' };

/** The error answer every failure gets. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string()).check(z.describe('message per field'))),
});
