import { z } from 'zod/mini';
import { cartItemSchema } from '../cart/schema.ts';
import { paymentStatusSchema } from '../payment/schema.ts';
import { phoneSchema } from '../phone/schema.ts';
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

/** The order a checkout sends: the form, the cart's lines and the subtotal as text. */
export const orderPayloadSchema = z.extend(checkoutFormSchema, {
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
