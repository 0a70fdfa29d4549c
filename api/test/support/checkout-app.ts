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
