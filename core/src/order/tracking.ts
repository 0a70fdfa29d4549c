import { z } from 'zod/mini';
import { formatWeekdayDate } from '../format/dates.ts';
import { paymentStatusSchema } from '../payment/schema.ts';
import { phoneSchema } from '../phone/schema.ts';
import { checked } from '../validation/schema.ts';
import { orderStatuses } from './rules.ts';

/** Where a shopper follows an order: the path of its tracking page. */
export const trackingPath = (token: string) => `/track/${encodeURIComponent(token)}`;

/** The lookup form's page. */
export const TRACK_LOOKUP_PATH = '/track';

/** A tracking token as a URL may carry one: base64url, bounded (the order's is 32 characters). */
export const trackingTokenSchema = checked(z.string(), z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Order not found'));

/** The 8 characters of the reference a shopper was shown (`1a2b3c4d...`: the dots are optional). */
export const REFERENCE_LENGTH = 8;
const REFERENCE_MESSAGE = 'Enter the 8 characters of your order reference';

/** POST /api/track/lookup and the `/track` form: the reference and the phone number the order was placed with. */
export const trackLookupSchema = z.object({
  reference: z.pipe(
    checked(z.string(REFERENCE_MESSAGE), z.maxLength(20, REFERENCE_MESSAGE)),
    z.pipe(
      z.transform((value: string) => value.trim().replace(/\.+$/, '').toLowerCase()),
      checked(z.string(), z.regex(/^[0-9a-f]{8}$/, REFERENCE_MESSAGE)),
    ),
  ),
  phone: phoneSchema,
});
export type TrackLookup = z.infer<typeof trackLookupSchema>;
export type TrackLookupInput = z.input<typeof trackLookupSchema>;

export const trackLookupResultSchema = z.object({ token: z.string() });

/** The one answer for an unknown token, an altered one, no such order and a wrong phone number. */
export const ORDER_NOT_FOUND = 'Order not found';

/** One step of an order's life as the shopper sees it. */
export const timelineStepSchema = z.object({ status: z.enum(orderStatuses), at: z.string() });
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/** GET /api/track/:token: what the shopper may see of their order (no e-mail, no phone, no internal flags). */
export const trackedOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(orderStatuses),
  timeline: z.array(timelineStepSchema),
  items: z.array(
    z.object({ name: z.string(), quantity: z.int(), priceKobo: z.int(), lineTotalKobo: z.int() }),
  ),
  subtotalKobo: z.int(),
  deliveryFeeKobo: z.int(),
  /** Taken off the subtotal (codes and offers); 0 on orders from before discounts. */
  discountKobo: z.optional(z.int()),
  /** The code redeemed with the order (its own line beside the discount); null: none. */
  discountCode: z.optional(z.nullable(z.string())),
  /** The delivery option it was priced with ("Standard delivery (Lagos)"); null on orders from before. */
  deliveryLabel: z.optional(z.nullable(z.string())),
  totalKobo: z.int(),
  paymentStatus: paymentStatusSchema,
  paymentMethod: z.nullable(z.enum(['whatsapp', 'paystack'])),
  customerName: z.string(),
  shippingAddress: z.string(),
  /** The address as one block: street, landmark, city/LGA and state (addressLines). */
  address: z.optional(z.array(z.string())),
  shippingNote: z.nullable(z.string()),
  createdAt: z.string(),
  /** The page's absolute address, built from the shop's configured public address. */
  trackingUrl: z.string(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** What the shopper is told to expect: 2-3 business days (the shop's promise), counted from the order. */
export const DELIVERY_BUSINESS_DAYS = { min: 2, max: 3 } as const;

/** The business day `days` working days after `from` (Saturdays and Sundays skipped). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** When an order placed at `placedAt` is expected: 'Wed, 2 Dec – Thu, 3 Dec' for one placed on Mon, 30 Nov. */
export function deliveryEstimate(placedAt: Date | string): string {
  const from = new Date(placedAt);
  const { min, max } = DELIVERY_BUSINESS_DAYS;
  return `${formatWeekdayDate(addBusinessDays(from, min))} – ${formatWeekdayDate(addBusinessDays(from, max))}`;
}

/** GET /api/track/:token's path. */
export const trackedOrderApiPath = (token: string) => `/api/track/${encodeURIComponent(token)}`;

/** A step of the timeline in the shopper's words. */
export const timelineLabels: Record<(typeof orderStatuses)[number], string> = {
  pending: 'Order placed',
  confirmed: 'Confirmed',
  paid: 'Payment received',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Where the payment stands, in the shopper's words. */
export function paymentStateText(order: Pick<TrackedOrder, 'paymentStatus' | 'paymentMethod'>): string {
  switch (order.paymentStatus) {
    case 'paid':
      return 'Paid';
    case 'refunded':
      return 'Refunded';
    case 'failed':
      return 'Payment failed';
    default:
      return order.paymentMethod === 'paystack' ? 'Awaiting online payment' : 'Pay on delivery';
  }
}

/** Whether delivery is still to come (the estimate is worth showing). */
export const awaitsDelivery = (status: string): boolean =>
  !['delivered', 'cancelled', 'refunded'].includes(status);
