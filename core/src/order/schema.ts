import { z } from 'zod/mini';
import { cartItemSchema } from '../cart/schema.ts';
import { paymentStatusSchema } from '../payment/schema.ts';
import { phoneSchema } from '../phone/schema.ts';
import { normalizeCode } from '../pricing/discounts.ts';
import { discountRefusalMessage } from '../pricing/messages.ts';
import { STATE_CODES } from '../pricing/states.ts';
import { messages } from '../site/messages.ts';
import {
  boundedText,
  checked,
  emailSchema,
  priceSchema,
  requiredText,
  timestampSchema,
  tooLongMessage,
  uuidSchema,
} from '../validation/schema.ts';
import { orderStatuses, settableOrderStatuses } from './rules.ts';

export const orderStatusSchema = z.enum(orderStatuses);

export const paymentMethodSchema = z.enum(['whatsapp', 'paystack']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderItemSchema = z.object({
  productId: z.optional(z.string()),
  /** The size bought (orders from before sizes have none: the product's only size). */
  variantId: z.optional(z.string()),
  variantLabel: z.nullish(z.string()),
  name: z.string(),
  price: z.number(),
  quantity: z.int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The checkout form. */
export const checkoutFormSchema = z.object({
  customerName: requiredText(3, 'Full name is required', 200),
  customerEmail: emailSchema('Valid email is required'),
  /** Stored in E.164 (+234…) whatever form the shopper typed it in. */
  customerPhone: phoneSchema,
  shippingAddress: requiredText(10, 'Complete address is required', 500, { multiline: true }),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const CHOOSE_STATE_MESSAGE = 'Choose your state';
export const CITY_REQUIRED_MESSAGE = 'City or LGA is required';

/** One of the 36 states or the FCT, by its ISO code (`LA`, `FC`, `KN`, …). */
export const orderStateSchema = z.enum(STATE_CODES, CHOOSE_STATE_MESSAGE);

/** The chosen delivery option, as the price pipeline names it (`standard:<zone>`, `pickup:<point>`, …). */
export const deliveryOptionIdSchema = checked(
  z.string(),
  z.trim(),
  z.maxLength(120, tooLongMessage(120)),
  z.regex(/^[A-Za-z0-9:_-]*$/, 'Choose a delivery option'),
);

/** A discount code as typed: letters, digits, - and _, case-insensitive (kept upper-case); empty: none. */
export const discountCodeSchema = z.pipe(
  checked(
    z.string(),
    z.trim(),
    z.maxLength(40, discountRefusalMessage('unknown')),
    z.regex(/^[A-Za-z0-9_-]*$/, discountRefusalMessage('unknown')),
  ),
  z.transform(normalizeCode),
);

/**
 * Where and how the order goes: the state first, then city/LGA, a landmark or nearest bus stop, the delivery
 * option and a discount code. All optional for API clients (no state: the default zone; no option: the first
 * offered); the checkout forms require the state and the city (checkoutAddressSchema).
 */
export const orderDeliveryFields = {
  state: z.optional(orderStateSchema),
  city: z.optional(boundedText(100)),
  landmark: z.optional(boundedText(200)),
  deliveryOptionId: z.optional(deliveryOptionIdSchema),
  discountCode: z.optional(discountCodeSchema),
};

/** What the checkout forms (with or without JavaScript) require besides the contact fields. */
export const checkoutAddressSchema = z.object({
  state: orderStateSchema,
  city: requiredText(2, CITY_REQUIRED_MESSAGE, 100),
  landmark: z.optional(boundedText(200)),
  deliveryOptionId: z.optional(deliveryOptionIdSchema),
  discountCode: z.optional(discountCodeSchema),
});

/** The checkout form as the shopper fills it (with or without JavaScript): contact, address and delivery. */
export const checkoutFullFormSchema = z.extend(checkoutFormSchema, checkoutAddressSchema.shape);
export type CheckoutFullForm = z.infer<typeof checkoutFullFormSchema>;

/** The order a checkout sends: the form, the cart's lines and the subtotal as text. */
export const orderPayloadSchema = z.extend(checkoutFormSchema, {
  ...orderDeliveryFields,
  items: checked(
    z.array(cartItemSchema, 'Your cart is empty'),
    z.minLength(1, 'Your cart is empty'),
    z.maxLength(100),
  ),
  totalAmount: z.pipe(
    z.pipe(z.union([z.string(), z.number()]), z.coerce.string()),
    // numeric(14,2) holds 12 whole digits; a cart's float sum may carry more decimals (the server recomputes).
    checked(
      z.string(),
      z.maxLength(40, tooLongMessage(40)),
      z.regex(/^\d{1,12}(\.\d+)?$/, 'Total must be an amount in naira, e.g. 2500'),
    ),
  ),
  paymentMethod: z.optional(paymentMethodSchema),
  /** Order updates by WhatsApp (SMS when WhatsApp fails) and by e-mail: the shopper's choice, both on by default. */
  notifyByPhone: z._default(z.boolean(), true),
  notifyByEmail: z._default(z.boolean(), true),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

export const orderSchema = z.object({
  id: uuidSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  shippingAddress: z.string(),
  items: z.array(orderItemSchema),
  totalAmount: priceSchema,
  status: z._default(z.string(), 'pending'),
  paymentMethod: z.nullish(paymentMethodSchema),
  /** Payment state (apart from the status) and amounts in integer kobo. */
  paymentStatus: z._default(paymentStatusSchema, 'unpaid'),
  paymentReference: z.nullish(z.string()),
  amountDueKobo: z.nullish(z.int()),
  paidAmountKobo: z.nullish(z.int()),
  paidAt: z.nullish(timestampSchema),
  reservedUntil: z.nullish(timestampSchema),
  stockReleasedAt: z.nullish(timestampSchema),
  paymentFlag: z.nullish(z.string()),
  cancelReason: z.nullish(z.string()),
  cancelledAt: z.nullish(timestampSchema),
  /** What went back to stock when the order was refunded (the owner's choice per line). */
  restockedItems: z.nullish(
    z.array(z.object({ productId: z.string(), variantId: z.optional(z.string()), quantity: z.int() })),
  ),
  /** Pay on delivery and still pending past the owner's confirmation time (setting `order_confirm_hours`). */
  unconfirmedOverdue: z._default(z.boolean(), false),
  /** The secret part of the shopper's tracking link (`/track/<token>`). */
  trackingToken: z.optional(z.string()),
  notifyByPhone: z._default(z.boolean(), true),
  notifyByEmail: z._default(z.boolean(), true),
  /** The owner's note when marking the order shipped (rider, tracking). */
  shippingNote: z.nullish(z.string()),
  /** The address's state (ISO code), city/LGA and landmark; null on orders placed before they were asked. */
  state: z.nullish(z.string()),
  city: z.nullish(z.string()),
  landmark: z.nullish(z.string()),
  /** The delivery option chosen and what it cost, as the server priced it. */
  deliveryOptionId: z.nullish(z.string()),
  deliveryLabel: z.nullish(z.string()),
  deliveryKind: z.nullish(z.string()),
  deliveryFeeKobo: z.nullish(z.int()),
  /** The code redeemed (upper-case) and everything taken off the subtotal (codes and automatic offers). */
  discountCode: z.nullish(z.string()),
  discountKobo: z.nullish(z.int()),
  /**
   * Subtotal and what the shopper owes (subtotal − discount + delivery), in kobo. `totalAmount` stays the
   * subtotal in naira, as the specification's payload names it.
   */
  subtotalKobo: z.nullish(z.int()),
  totalKobo: z.nullish(z.int()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** Cancelled and refunded have their own operations (they put stock back), so they are not settable here. */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(settableOrderStatuses),
  /** The rider's name and phone or a tracking note, kept as the order's `shippingNote` and told the shopper. */
  note: z.optional(boundedText(300, true)),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** POST /api/orders/:id/cancel: the owner's reason is kept with the order. */
export const orderCancelSchema = z.object({
  reason: requiredText(3, messages.cancelReasonRequired, 500, { multiline: true }),
});
export type OrderCancel = z.infer<typeof orderCancelSchema>;
