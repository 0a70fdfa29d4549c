import { z } from 'zod/mini';
import { checked, requiredText, timestampSchema, uuidSchema } from '../validation/schema.ts';
import { normalizeCode } from './discounts.ts';
import { feeSchema } from './schema.ts';

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free-delivery'] as const;

const ids = checked(z.array(uuidSchema), z.maxLength(200, 'At most 200'));
const when = z.nullish(
  z.pipe(
    checked(
      z.string(),
      z.maxLength(40),
      z.refine((text) => !Number.isNaN(Date.parse(text)), 'Not a date and time'),
    ),
    z.transform((text) => new Date(text).toISOString()),
  ),
);
const uses = (max: number) => z.nullish(checked(z.int('A whole number'), z.gte(1, 'At least 1'), z.lte(max)));

/** The owner's discount form: a code (none: an automatic offer), what it gives, and when and how often. */
export const discountInputSchema = checked(
  z.object({
    code: z.nullish(
      z.pipe(
        checked(z.string(), z.trim(), z.regex(/^[A-Za-z0-9_-]{3,40}$/, 'Use 3–40 letters, digits, - or _')),
        z.transform(normalizeCode),
      ),
    ),
    label: requiredText(2, 'Label is required', 80),
    kind: z.enum(DISCOUNT_KINDS, 'Choose percent, fixed or free delivery'),
    percent: z.nullish(
      checked(z.int('A whole percentage'), z.gte(1, 'At least 1%'), z.lte(100, 'At most 100%')),
    ),
    amount: z.nullish(feeSchema),
    minSubtotal: z.nullish(feeSchema),
    startsAt: when,
    endsAt: when,
    productIds: z._default(ids, []),
    categoryIds: z._default(ids, []),
    zoneIds: z._default(ids, []),
    firstOrderOnly: z._default(z.boolean(), false),
    maxUses: uses(1_000_000),
    maxUsesPerPhone: uses(1000),
    active: z._default(z.boolean(), true),
  }),
  z.refine((rule) => rule.kind !== 'percent' || rule.percent != null, {
    message: 'Give the percentage',
    path: ['percent'],
  }),
  z.refine((rule) => rule.kind !== 'fixed' || (rule.amount != null && rule.amount > 0), {
    message: 'Give the amount',
    path: ['amount'],
  }),
  z.refine((rule) => !rule.startsAt || !rule.endsAt || rule.endsAt > rule.startsAt, {
    message: 'Must end after it starts',
    path: ['endsAt'],
  }),
);
export type DiscountInput = z.infer<typeof discountInputSchema>;

export const discountSchema = z.object({
  id: uuidSchema,
  code: z.nullable(z.string()),
  label: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.nullable(z.int()),
  amount: z.nullable(z.number()),
  minSubtotal: z.nullable(z.number()),
  startsAt: z.nullable(timestampSchema),
  endsAt: z.nullable(timestampSchema),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  zoneIds: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  maxUses: z.nullable(z.int()),
  maxUsesPerPhone: z.nullable(z.int()),
  /** Orders that used it so far. */
  uses: z.int(),
  active: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DiscountJson = z.infer<typeof discountSchema>;
