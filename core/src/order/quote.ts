import { z } from 'zod/mini';
import { STATE_CODES } from '../pricing/states.ts';
import { boundedText, checked } from '../validation/schema.ts';
import { deliveryOptionIdSchema, discountCodeSchema } from './schema.ts';

/** Where the checkout asks the server what an order would cost (the pipeline fed from the database). */
export const QUOTE_PATH = '/api/checkout/quote';

/**
 * `items`: `productId:quantity` or `productId:quantity:variantId` (a size; none: the product's default size),
 * comma-separated, at most 100 (a cart's lines).
 */
const LINE = '[0-9a-fA-F-]{36}:\\d{1,4}(?::[0-9a-fA-F-]{36})?';
const ITEMS = new RegExp(`^${LINE}(?:,${LINE}){0,99}$`);

/** GET /api/checkout/quote's parameters: the lines, and (all optional) state, city/LGA, option and code. */
export const quoteQuerySchema = z.object({
  items: checked(
    z.string(),
    z.maxLength(8_000),
    z.regex(ITEMS, 'items: productId:quantity[:variantId], comma-separated'),
  ),
  state: z.optional(z.union([z.literal(''), z.enum(STATE_CODES, 'Choose your state')])),
  city: z.optional(boundedText(100)),
  option: z.optional(deliveryOptionIdSchema),
  code: z.optional(discountCodeSchema),
});
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/** The quote's query for a cart's lines and the shopper's choices (empty values left out). */
export function quoteParams(
  items: readonly { productId: string; quantity: number; variantId?: string }[],
  choice: { state?: string; city?: string; option?: string; code?: string },
): URLSearchParams {
  const params = new URLSearchParams({
    items: items
      .map((line) => `${line.productId}:${line.quantity}${line.variantId ? `:${line.variantId}` : ''}`)
      .join(','),
  });
  for (const [name, value] of Object.entries(choice)) if (value?.trim()) params.set(name, value.trim());
  return params;
}

const kobo = checked(z.int(), z.gte(0));
const optionSchema = z.object({
  id: z.string(),
  kind: z.enum(['standard', 'express', 'pickup']),
  label: z.string(),
  feeKobo: kobo,
  estimate: z.string(),
  address: z.optional(z.string()),
  hours: z.optional(z.string()),
});

/** What the order would cost, as the server will charge it. */
export const quoteSchema = z.object({
  subtotalKobo: kobo,
  discounts: z.array(
    z.object({
      label: z.string(),
      code: z.nullable(z.string()),
      amountKobo: kobo,
      freeDelivery: z.boolean(),
    }),
  ),
  discountKobo: kobo,
  /** The delivery options for the state (empty before a state is chosen). */
  options: z.array(optionSchema),
  delivery: z.nullable(optionSchema),
  deliveryKobo: kobo,
  /** Before a state is chosen: the least standard delivery costs ("Delivery from ₦X"). */
  fromDeliveryKobo: z.nullable(kobo),
  totalKobo: kobo,
  /** The code as applied (upper-case), or null. */
  code: z.nullable(z.string()),
  /** Why the code entered does not apply, in the shopper's words; null: applied or none. */
  codeMessage: z.nullable(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;
