import { zodErrorsByField } from '@ata/core/validation';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses a request body with a core schema; failures become 400 `{ message, errors: { field: msg } }`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest('Validation failed', zodErrorsByField(result.error));
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A route parameter (always present when the route matched). */
export function param(ctx: { params: Record<string, string | undefined> }, name: string): string {
  return ctx.params[name] ?? '';
}

/**
 * PUT bodies are laid over the current record before validation, so react-admin's updateMany (which sends
 * only the changed fields) works, while a full record from `update` replaces everything.
 */
export function mergeBody(current: object, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Body must be a JSON object');
  return { ...current, ...body };
}
