import { z } from 'zod';

/** SPEC §5: "{email} with no spaces". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const emailSchema = (message: string) => z.string(message).trim().regex(EMAIL_PATTERN, message);

export const uuidSchema = z.uuid();
export const timestampSchema = z
  .union([z.string(), z.date()])
  .transform((value) => new Date(value).toISOString());

/** An image is an http(s) URL or a path on this site: never `javascript:`, `data:` or a protocol-relative URL. */
const IMAGE_URL = /^(https?:\/\/[^\s/]|\/(?![/\\]))\S*$/i;
export const isImageUrl = (value: string): boolean => IMAGE_URL.test(value);

/** An optional image URL: blank means "none". */
export const optionalImageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Image URL is too long')
  .refine((value) => value === '' || isImageUrl(value), 'Image URL must start with https://, http:// or /')
  .nullish()
  .transform((value) => (value ? value : null));

/** Price arrives as text (storage) or a number (forms) and is used as a number. SPEC §3. */
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
