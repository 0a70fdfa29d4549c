import { type CartItem, cartSubtotal } from '@ata/core/cart';
import { api } from '@ata/core/http';
import type { CheckoutForm, OrderPayloadInput, PaymentMethod } from '@ata/core/order';
import { forgetPendingSubmission, idempotencyKeyFor } from './idempotency.ts';

/** Checkout order payload: the form, the cart items, and the subtotal as text (no delivery fee). */
export function orderPayload(
  form: CheckoutForm,
  items: CartItem[],
  paymentMethod: PaymentMethod,
  updates: UpdateChoice = { notifyByPhone: true, notifyByEmail: true },
): OrderPayloadInput {
  // The stock a line remembers is the browser's guess; the server checks the real one.
  const lines = items.map(({ stock: _seen, ...line }) => line);
  return { ...form, items: lines, totalAmount: String(cartSubtotal(items)), paymentMethod, ...updates };
}

/** How the shopper wants to hear about the order: WhatsApp (SMS when WhatsApp fails) and/or e-mail. */
export interface UpdateChoice {
  notifyByPhone: boolean;
  notifyByEmail: boolean;
}

/** What the checkout keeps of a placed order: its id and the token of its tracking link (when the API gave one). */
export interface PlacedOrder {
  id: string;
  trackingToken?: string;
}

/** POST /api/orders with the submission's Idempotency-Key; resolves to the new order's id and tracking token. */
export async function placeOrder(payload: OrderPayloadInput): Promise<PlacedOrder> {
  const key = idempotencyKeyFor(payload);
  const order = await api.request<{ id?: unknown; trackingToken?: unknown }>(
    'POST',
    '/api/orders',
    payload,
    undefined,
    { headers: { 'Idempotency-Key': key } },
  );
  if (typeof order?.id !== 'string') throw new Error('The order response has no id');
  forgetPendingSubmission();
  const trackingToken = typeof order.trackingToken === 'string' ? order.trackingToken : undefined;
  if (trackingToken) rememberTrackingToken(order.id, trackingToken);
  return { id: order.id, trackingToken };
}

const TRACKING_KEY = 'ata-tracking:';

/** Kept for the tab's session: back from Paystack, the confirmation links the order's tracking page. */
function rememberTrackingToken(orderId: string, token: string): void {
  try {
    sessionStorage.setItem(TRACKING_KEY + orderId, token);
  } catch {
    // Private mode or storage full: the confirmation then shows the reference only.
  }
}

export function recallTrackingToken(orderId: string): string | undefined {
  try {
    return sessionStorage.getItem(TRACKING_KEY + orderId) ?? undefined;
  } catch {
    return undefined;
  }
}
