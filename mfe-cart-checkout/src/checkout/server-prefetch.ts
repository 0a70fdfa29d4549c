import type { ApiClient } from '@ata/core/http';
import type { PaymentConfig } from '@ata/core/payment';
import type { QueryClient } from '@tanstack/react-query';
import { PAYMENT_CONFIG_PATH, PAYMENT_CONFIG_QUERY } from './payment.ts';
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
export async function prefetchCheckout(client: QueryClient, api: ApiClient): Promise<void> {
  client.setQueryData(SUBMISSION_KEY_QUERY, newSubmissionKey());
  await client.prefetchQuery({
    queryKey: PAYMENT_CONFIG_QUERY,
    queryFn: () => api.getJson<PaymentConfig>(PAYMENT_CONFIG_PATH),
  });
}
