import { z } from 'zod/mini';
import { EMAIL_PATTERN, isImageUrl } from './rules.ts';

// Schemas are built with zod/mini, whose builders are marked free of side effects: a bundle keeps only
// the schemas it uses. A method call (`schema.check(…)`) carries no such mark, so checks are added with
// the helpers below, which do.

/** `schema` with `checks` added, as a call bundlers may drop when its result is unused. */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: z.core.$ZodCheck<z.output<T>>[]): T {
  return schema.check(...checks);
}

/** Text a form requires: trimmed, at least `min` characters; a missing or short value shows `message`. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(min: number, message: string) {
  return checked(z.string(message), z.trim(), z.minLength(min, message));
}

/** A chosen id (e.g. the category) that must not be blank; `null` means "none". */
/* @__NO_SIDE_EFFECTS__ */
export function requiredChoice(message: string) {
  return z.nullable(checked(z.string(message), z.minLength(1, message)));
}

/** An e-mail field whose every failure shows `message`. */
/* @__NO_SIDE_EFFECTS__ */
export function emailSchema(message: string) {
  return checked(z.string(message), z.trim(), z.regex(EMAIL_PATTERN, message));
}

export const uuidSchema = z.uuid();
/** A date as text or a Date, read as ISO text; anything that is not a date is an issue, not a crash. */
export const timestampSchema = z.pipe(
  z.union([z.string(), z.date()]),
  z.transform((value, ctx) => {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
    ctx.issues.push({ code: 'custom', message: 'Invalid date', input: value });
    return z.NEVER;
  }),
);

/** An optional image URL: blank means "none". */
export const optionalImageUrlSchema = z.pipe(
  z.nullish(
    checked(
      z.string(),
      z.trim(),
      z.maxLength(2000, 'Image URL is too long'),
      z.refine(
        (value) => value === '' || isImageUrl(value),
        'Image URL must start with https://, http:// or /',
      ),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

/** Price arrives as text (storage keeps it as numeric text) or a number (forms) and is used as a number. */
export const priceSchema = z.pipe(
  z.union([z.number(), checked(z.string(), z.trim(), z.minLength(1))]),
  z.pipe(z.coerce.number<string | number>(), z.number()),
);

/** react-admin's server-side validation format: `{ field: message }`, first message per field. */
export function zodErrorsByField(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages a form shows for `input`, by field (`{}` when it is valid). */
export function fieldErrors(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  return result.success ? {} : zodErrorsByField(result.error);
}
