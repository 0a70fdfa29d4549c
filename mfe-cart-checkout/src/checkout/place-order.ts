import { type CartItem, cartSubtotal } from '@ata/core/cart';
import { api } from '@ata/core/http';
import type { CheckoutForm, OrderPayloadInput, PaymentMethod } from '@ata/core/order';
import { forgetPendingSubmission, idempotencyKeyFor } from './idempotency.ts';

/** Checkout order payload: the form, the cart items, and the subtotal as text (no delivery fee). */
export function orderPayload(
  form: CheckoutForm,
  items: CartItem[],
  paymentMethod: PaymentMethod,
): OrderPayloadInput {
  // The stock a line remembers is the browser's guess; the server checks the real one.
  const lines = items.map(({ stock: _seen, ...line }) => line);
  return { ...form, items: lines, totalAmount: String(cartSubtotal(items)), paymentMethod };
}

/** POST /api/orders with the submission's Idempotency-Key; resolves to the new order's id. */
export async function placeOrder(payload: OrderPayloadInput): Promise<{ id: string }> {
  const key = idempotencyKeyFor(payload);
  const order = await api.request<{ id?: unknown }>('POST', '/api/orders', payload, undefined, {
    headers: { 'Idempotency-Key': key },
  });
  if (typeof order?.id !== 'string') throw new Error('The order response has no id');
  forgetPendingSubmission();
  return { id: order.id };
}
