import { z } from 'zod';
import { emailSchema, priceSchema, timestampSchema, uuidSchema } from './common.ts';

export const orderStatuses = ['pending', 'paid', 'shipped', 'delivered'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentMethodSchema = z.enum(['whatsapp', 'paystack']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const cartItemSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  price: priceSchema,
  quantity: z.number().int().positive(),
  imageUrl: z.string().nullish(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const orderItemSchema = z.object({
  productId: z.string().optional(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** SPEC §5 checkout form. */
export const checkoutFormSchema = z.object({
  customerName: z.string('Full name is required').trim().min(3, 'Full name is required'),
  customerEmail: emailSchema('Valid email is required'),
  customerPhone: z.string('Valid phone number is required').trim().min(10, 'Valid phone number is required'),
  shippingAddress: z.string('Complete address is required').trim().min(10, 'Complete address is required'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** SPEC §3 checkout order payload: the form, the cart items and the subtotal as text. */
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
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;
