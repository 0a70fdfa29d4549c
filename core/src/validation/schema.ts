import { z } from 'zod/mini';
import {
  EMAIL_PATTERN,
  hasControlCharacters,
  hasDirectionControls,
  hasLoneSurrogates,
  isImageUrl,
} from './rules.ts';

// Schemas are built with zod/mini, whose builders are marked free of side effects: a bundle keeps only
// the schemas it uses. A method call (`schema.check(…)`) carries no such mark, so checks are added with
// the helpers below, which do.

/** `schema` with `checks` added, as a call bundlers may drop when its result is unused. */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: z.core.$ZodCheck<z.output<T>>[]): T {
  return schema.check(...checks);
}

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const DIRECTION_CONTROLS_MESSAGE = 'Must not contain text-direction control characters';
export const LONE_SURROGATES_MESSAGE = 'Must not contain broken characters';
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/**
 * What every text field checks: at most `max` characters (its column's size, or a sane size for a text
 * column), no control characters (see hasControlCharacters; `multiline` keeps line breaks and tabs), no
 * text-direction controls and no half of a surrogate pair (see hasDirectionControls, hasLoneSurrogates).
 */
/* @__NO_SIDE_EFFECTS__ */
export function textBounds(max: number, multiline = false) {
  return [
    z.maxLength(max, tooLongMessage(max)),
    noControlCharacters(multiline),
    z.refine<string>((value) => !hasDirectionControls(value), DIRECTION_CONTROLS_MESSAGE),
    z.refine<string>((value) => !hasLoneSurrogates(value), LONE_SURROGATES_MESSAGE),
  ] as const;
}

/** Refuses control characters (see hasControlCharacters). */
/* @__NO_SIDE_EFFECTS__ */
export function noControlCharacters(multiline = false) {
  return z.refine<string>((value) => !hasControlCharacters(value, multiline), CONTROL_CHARACTERS_MESSAGE);
}

/** Optional-or-not text with only the bounds: trimmed, at most `max` characters, no control characters. */
/* @__NO_SIDE_EFFECTS__ */
export function boundedText(max: number, multiline = false) {
  return checked(z.string(), z.trim(), ...textBounds(max, multiline));
}

/**
 * Text a form requires: trimmed, at least `min` characters (a missing or short value shows `message`), at
 * most `max`, no control characters.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(
  min: number,
  message: string,
  max: number,
  options: { multiline?: boolean } = {},
) {
  return checked(
    z.string(message),
    z.trim(),
    z.minLength(min, message),
    ...textBounds(max, options.multiline),
  );
}

/** Longest id or slug a choice, a path or a filter may name (the slug columns' size). */
export const KEY_MAX_LENGTH = 200;

/** An id or a slug as a path or a query names it: untrimmed, at most KEY_MAX_LENGTH, no control characters. */
export const keySchema = checked(z.string(), ...textBounds(KEY_MAX_LENGTH));

/** A chosen id (e.g. the category) that must not be blank; `null` means "none". */
/* @__NO_SIDE_EFFECTS__ */
export function requiredChoice(message: string) {
  return z.nullable(checked(z.string(message), z.minLength(1, message), ...textBounds(KEY_MAX_LENGTH)));
}

/** The e-mail columns' size (the longest address the standards allow). */
export const EMAIL_MAX_LENGTH = 320;

/** An e-mail field whose every failure shows `message`. */
/* @__NO_SIDE_EFFECTS__ */
export function emailSchema(message: string) {
  return checked(
    z.string(message),
    z.trim(),
    z.regex(EMAIL_PATTERN, message),
    ...textBounds(EMAIL_MAX_LENGTH),
  );
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
      noControlCharacters(),
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

/** The largest price a product's numeric(12,2) column holds. */
export const PRICE_LIMIT = 9_999_999_999.99;
export const PRICE_LIMIT_MESSAGE = `Price must be at most ${PRICE_LIMIT}`;

/** A price sent with an order (text or a number): 0 up to PRICE_LIMIT. */
export const boundedPriceSchema = z.pipe(
  priceSchema,
  checked(z.number(), z.gte(0, 'Price must not be negative'), z.lte(PRICE_LIMIT, PRICE_LIMIT_MESSAGE)),
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
