import type { ServerCart } from '@ata/core/cart';
import type { ApiClient } from '@ata/core/http';
import { readCheckoutRefusal } from '@ata/core/order';
import type { PaymentConfig } from '@ata/core/payment';
import type { QueryClient } from '@tanstack/react-query';
import { PAYMENT_CONFIG_PATH, PAYMENT_CONFIG_QUERY } from './payment.ts';
import { fetchQuote, initialChoice, quoteKey } from './quote.ts';
import { SUBMISSION_KEY_QUERY } from './server-draft.ts';

/** 128 random bits, base64url: the rendered form's one-time key (its order is placed once). */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * What the checkout's server render needs besides the cart: the ways to pay the shop offers (so the radios
 * arrive in the HTML) and a fresh one-time key for the form; both go to the browser with the page.
 */
export async function prefetchCheckout(client: QueryClient, api: ApiClient, cart: ServerCart): Promise<void> {
  client.setQueryData(SUBMISSION_KEY_QUERY, newSubmissionKey());
  // Priced as the page is drawn (a refused post's state, option and code, or the cart's state and code): without
  // JavaScript the delivery options and the discount arrive in the HTML.
  const key = quoteKey(cart.items, initialChoice(readCheckoutRefusal(cart.checkout)?.values, cart));
  await Promise.all([
    client.prefetchQuery({
      queryKey: PAYMENT_CONFIG_QUERY,
      queryFn: () => api.getJson<PaymentConfig>(PAYMENT_CONFIG_PATH),
    }),
    cart.items.length > 0
      ? client.prefetchQuery({ queryKey: key, queryFn: () => fetchQuote(key[1], api.getJson) })
      : undefined,
  ]);
}

/** The cart page's totals for the cart's state and code (its "Deliver to"), in the HTML without JavaScript. */
export async function prefetchCartQuote(
  client: QueryClient,
  api: ApiClient,
  cart: ServerCart,
): Promise<void> {
  if (cart.items.length === 0) return;
  const key = quoteKey(cart.items, { state: cart.state ?? '', city: '', option: '', code: cart.code ?? '' });
  await client.prefetchQuery({ queryKey: key, queryFn: () => fetchQuote(key[1], api.getJson) });
}
