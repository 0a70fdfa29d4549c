import { z } from 'zod/mini';
import { requiredText } from '../validation/schema.ts';
import { toE164 } from './rules.ts';

export const PHONE_MESSAGE = 'Valid phone number is required';

/**
 * A phone number field: what the shopper typed (at least 10 characters, at most 50), read as a Nigerian
 * number and given on in E.164 (`0803 123 4567` → `+2348031234567`); anything else shows PHONE_MESSAGE.
 */
/* @__NO_SIDE_EFFECTS__ */
export function phoneField(message = PHONE_MESSAGE) {
  return z.pipe(
    requiredText(10, message, 50),
    z.transform((typed: string, context) => {
      const e164 = toE164(typed);
      if (e164) return e164;
      context.issues.push({ code: 'custom', message, input: typed });
      return z.NEVER;
    }),
  );
}

export const phoneSchema = phoneField();
