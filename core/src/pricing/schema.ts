import { z } from 'zod/mini';
import { boundedText, checked, requiredText, timestampSchema, uuidSchema } from '../validation/schema.ts';
import { STATE_CODES } from './states.ts';

/** The most one fee may be: ₦10,000,000 (a typing slip of a few zeros is refused, not charged). */
export const FEE_LIMIT_NAIRA = 10_000_000;

/** A fee the owner types, in naira with at most kobo precision. */
export const feeSchema = checked(
  z.number('Fee must be an amount in naira'),
  z.gte(0, 'Fee must not be negative'),
  z.lte(FEE_LIMIT_NAIRA, `Fee must be at most ${FEE_LIMIT_NAIRA}`),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Fee must be whole kobo'),
);

const days = checked(z.int('Days must be a whole number'), z.gte(0), z.lte(60, 'At most 60 days'));
const grams = checked(z.int('Grams must be a whole number'), z.gte(0), z.lte(1_000_000));
const stateSchema = z.enum(STATE_CODES, 'Choose a Nigerian state');
const idText = checked(
  z.string(),
  z.trim(),
  z.minLength(1),
  z.maxLength(40),
  z.regex(/^[a-z0-9-]+$/, 'Use a-z, 0-9 and -'),
);

const expressInputSchema = z.object({
  id: idText,
  label: requiredText(2, 'Option name is required', 80),
  fee: feeSchema,
  cutoffHour: checked(z.int(), z.gte(1, 'Cut-off must be 1–23'), z.lte(23, 'Cut-off must be 1–23')),
  estimate: requiredText(2, 'Estimate is required', 60),
});

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** The admin's zone form. */
export const deliveryZoneInputSchema = checked(
  z.object({
    name: requiredText(2, 'Zone name is required', 100),
    /** Empty: every state no other zone names. */
    states: checked(
      z.array(stateSchema),
      z.maxLength(STATE_CODES.length),
      z.refine(unique, 'A state is listed twice'),
    ),
    cities: z._default(checked(z.array(requiredText(2, 'City name is required', 100)), z.maxLength(200)), []),
    flatFee: feeSchema,
    freeAbove: z.nullish(feeSchema),
    weightBaseGrams: z.nullish(grams),
    weightFeePerKg: z.nullish(feeSchema),
    estimateMinDays: days,
    estimateMaxDays: days,
    express: z._default(checked(z.array(expressInputSchema), z.maxLength(5)), []),
    position: z._default(checked(z.int(), z.gte(0), z.lte(1000)), 0),
  }),
  z.refine((zone) => zone.estimateMaxDays >= zone.estimateMinDays, {
    message: 'Longest estimate must not be shorter than the shortest',
    path: ['estimateMaxDays'],
  }),
  z.refine((zone) => (zone.weightBaseGrams == null) === (zone.weightFeePerKg == null), {
    message: 'Give both the base weight and the fee per kg, or neither',
    path: ['weightFeePerKg'],
  }),
  z.refine((zone) => zone.cities.length === 0 || zone.states.length > 0, {
    message: 'Cities need their state',
    path: ['cities'],
  }),
);
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInputSchema>;

export const deliveryZoneSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  flatFee: z.number(),
  freeAbove: z.nullable(z.number()),
  weightBaseGrams: z.nullable(z.int()),
  weightFeePerKg: z.nullable(z.number()),
  estimateMinDays: z.int(),
  estimateMaxDays: z.int(),
  express: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      fee: z.number(),
      cutoffHour: z.int(),
      estimate: z.string(),
    }),
  ),
  position: z.int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DeliveryZoneJson = z.infer<typeof deliveryZoneSchema>;

/** The admin's pickup point form. */
export const pickupPointInputSchema = z.object({
  name: requiredText(2, 'Name is required', 100),
  address: requiredText(10, 'Complete address is required', 300, { multiline: true }),
  state: stateSchema,
  hours: requiredText(3, 'Opening hours are required', 120),
  fee: z._default(feeSchema, 0),
  active: z._default(z.boolean(), true),
});
export type PickupPointInput = z.infer<typeof pickupPointInputSchema>;

export const pickupPointSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  address: z.string(),
  state: z.string(),
  hours: z.string(),
  fee: z.number(),
  active: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PickupPointJson = z.infer<typeof pickupPointSchema>;

/** Where the shopper wants the order: the state first, then the city/LGA. */
export const destinationSchema = z.object({
  state: stateSchema,
  city: z.optional(boundedText(100)),
});

const kobo = checked(z.int(), z.gte(0));

/** `GET /api/delivery`: what the checkout prices with and the shipping page publishes, in kobo. */
export const deliveryConfigSchema = z.object({
  zones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      states: z.array(stateSchema),
      cities: z.array(z.string()),
      fee: z.object({
        flatKobo: kobo,
        freeAboveKobo: z.nullable(kobo),
        weightSurcharge: z.nullable(z.object({ baseGrams: z.int(), perKgKobo: kobo })),
      }),
      estimateDays: z.object({ min: z.int(), max: z.int() }),
      express: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          feeKobo: kobo,
          cutoffHour: z.int(),
          estimate: z.string(),
        }),
      ),
    }),
  ),
  pickupPoints: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      state: stateSchema,
      hours: z.string(),
      feeKobo: kobo,
    }),
  ),
});
