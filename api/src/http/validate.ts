import { zodErrorsByField } from '@ata/core/validation';
import { safeParse } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import { invalid } from '../errors.ts';

type FieldErrors = Record<string, string>;

/**
 * Parses `value` with a zod schema (classic or mini). Failures throw `fail(errors)`, by default
 * 400 `{ message: 'Validation failed', errors: { field: message } }` (react-admin's server-side format).
 */
export function parseWith<S extends $ZodType>(
  schema: S,
  value: unknown,
  fail: (errors: FieldErrors) => Error = (errors) => invalid('Validation failed', errors),
): output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw fail(zodErrorsByField(result.error));
  return result.data;
}
