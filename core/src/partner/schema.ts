import { z } from 'zod/mini';
import { boundedText, checked, requiredText, timestampSchema, uuidSchema } from '../validation/schema.ts';
import { PARTNER_CODE_PATTERN } from './vocabulary.ts';

/** The query parameter (any storefront link, the cart link) that names the partner who sent the shopper. */
export const PARTNER_REF_PARAM = 'ref';
/** A partner's ref is kept on the cart from the first touch for this long, and credited on its order. */
export const PARTNER_ATTRIBUTION_DAYS = 30;

/** A partner's code, as it rides on links and embeds (`ref=…`): lower-case letters, digits and dashes. */
export const partnerCodeSchema = z.pipe(
  checked(z.string(), z.trim(), z.regex(PARTNER_CODE_PATTERN, 'Use 2–40 letters, digits or -')),
  z.transform((code) => code.toLowerCase()),
);

/** The owner's partner form. */
export const partnerInputSchema = z.object({
  name: requiredText(2, 'Partner name is required', 100),
  code: partnerCodeSchema,
  contact: z._default(boundedText(200), ''),
  commissionPercent: z.nullish(
    checked(
      z.number('A percentage'),
      z.gte(0, 'Must not be negative'),
      z.lte(100, 'At most 100%'),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals'),
    ),
  ),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  code: z.string(),
  contact: z.string(),
  commissionPercent: z.nullable(z.number()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

const lagosDate = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'));

/** The report's period: whole days in Lagos, both ends included. */
export const partnerReportQuerySchema = checked(
  z.object({ from: lagosDate, to: lagosDate }),
  z.refine((period) => period.to >= period.from, {
    message: 'The end must not be before the start',
    path: ['to'],
  }),
);
export type PartnerReportQuery = z.infer<typeof partnerReportQuerySchema>;

/** One partner's orders in the period: all of them, and those paid with what was paid. */
export const partnerReportRowSchema = z.object({
  partnerId: uuidSchema,
  name: z.string(),
  code: z.string(),
  orders: z.int(),
  paidOrders: z.int(),
  /** Naira, summed in kobo. */
  paidRevenue: z.number(),
  /** What the partner earns on the paid revenue at their commission; null: no commission set. */
  commission: z.nullable(z.number()),
});
export type PartnerReportRow = z.infer<typeof partnerReportRowSchema>;
