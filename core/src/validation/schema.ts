import { z } from 'zod';
import { EMAIL_PATTERN, isImageUrl } from './rules.ts';

/** An e-mail field whose every failure shows `message`. */
export const emailSchema = (message: string) => z.string(message).trim().regex(EMAIL_PATTERN, message);

export const uuidSchema = z.uuid();
export const timestampSchema = z
  .union([z.string(), z.date()])
  .transform((value) => new Date(value).toISOString());

/** An optional image URL: blank means "none". */
export const optionalImageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Image URL is too long')
  .refine((value) => value === '' || isImageUrl(value), 'Image URL must start with https://, http:// or /')
  .nullish()
  .transform((value) => (value ? value : null));

/** Price arrives as text (storage keeps it as numeric text) or a number (forms) and is used as a number. */
export const priceSchema = z
  .union([z.number(), z.string().trim().min(1)])
  .pipe(z.coerce.number())
  .pipe(z.number().finite());

/** react-admin's server-side validation format: `{ field: message }`, first message per field. */
export function zodErrorsByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages a form shows for `input`, by field (`{}` when it is valid). */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorsByField(result.error);
}
