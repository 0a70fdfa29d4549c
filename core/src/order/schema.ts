import { z } from 'zod';

import { cartItemSchema } from '../cart/schema.ts';
import { paymentStatusSchema } from '../payments/schemas.ts';
import { emailSchema, priceSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';
import { orderStatuses } from './rules.ts';

export const orderStatusSchema = z.enum(orderStatuses);

export const paymentMethodSchema = z.enum(['whatsapp', 'paystack']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderItemSchema = z.object({
  productId: z.string().optional(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The checkout form. */
export const checkoutFormSchema = z.object({
  customerName: z.string('Full name is required').trim().min(3, 'Full name is required'),
  customerEmail: emailSchema('Valid email is required'),
  customerPhone: z.string('Valid phone number is required').trim().min(10, 'Valid phone number is required'),
  shippingAddress: z.string('Complete address is required').trim().min(10, 'Complete address is required'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** The order a checkout sends: the form, the cart's lines and the subtotal as text. */
export const orderPayloadSchema = checkoutFormSchema.extend({
  items: z.array(cartItemSchema, 'Your cart is empty').min(1, 'Your cart is empty').max(100),
  totalAmount: z
    .union([z.string(), z.number()])
    .pipe(z.coerce.string())
    .pipe(z.string().regex(/^\d+(\.\d+)?$/)),
  paymentMethod: paymentMethodSchema.optional(),
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
  status: z.string().default('pending'),
  paymentMethod: paymentMethodSchema.nullish(),
  /** Payment state (apart from the status) and amounts in integer kobo. */
  paymentStatus: paymentStatusSchema.default('unpaid'),
  paymentReference: z.string().nullish(),
  amountDueKobo: z.number().int().nullish(),
  paidAmountKobo: z.number().int().nullish(),
  paidAt: timestampSchema.nullish(),
  reservedUntil: timestampSchema.nullish(),
  stockReleasedAt: timestampSchema.nullish(),
  paymentFlag: z.string().nullish(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;
