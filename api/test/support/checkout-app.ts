import { allowOneShopperAllStock } from './order-limits.ts';
import { startPaymentsApp } from './paystack.ts';

/**
 * The app a checkout suite orders from: Paystack faked, and every order from this machine and one phone
 * allowed (the orders-per-address and stock-share limits have suites of their own); with the default zone's
 * standard delivery, as the checkout names it once a state is chosen.
 */
export async function startCheckoutApp() {
  const env = await startPaymentsApp({ env: { ORDER_RATE_LIMIT: '1000' } });
  await allowOneShopperAllStock(env.app.orm);
  const delivery = (await (await env.app.request('/api/delivery')).json()) as { zones: { id: string }[] };
  return { ...env, standard: `standard:${delivery.zones[0]!.id}` };
}

/** A fresh key for each form the no-JS checkout posts (a double submit sends the same one twice). */
export const submissionKey = () => `key${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Ngozi's no-JS checkout form: Lagos, the `standard` delivery, pay on WhatsApp, a fresh submission key. */
export const checkoutForm = (
  standard: string,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '0803 123 4567',
  state: 'LA',
  city: 'Ikeja',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  deliveryOptionId: standard,
  paymentMethod: 'whatsapp',
  submissionKey: submissionKey(),
  ...extra,
});
