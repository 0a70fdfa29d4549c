import { zodErrorsByField } from '@ata/core/validation';

type ZodError = Parameters<typeof zodErrorsByField>[0];
/** Any core zod schema (only `safeParse` is needed, so this file does not depend on zod itself). */
interface Schema {
  safeParse(values: unknown): { success: true } | { success: false; error: ZodError };
}

/**
 * The one bridge between the core zod schemas and react-admin forms: a form-level `validate` function
 * returning `{ field: message }` (empty when valid). Rules stay in core; forms never re-declare them.
 */
export const zodValidate =
  (schema: Schema) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : zodErrorsByField(result.error);
  };
