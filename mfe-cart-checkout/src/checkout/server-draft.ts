import { type CheckoutRefusal, readCheckoutRefusal } from '@ata/core/order';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartChoice } from './quote.ts';

/** The query the server render fills with the form's one-time key (server.tsx), for the page to hydrate. */
export const SUBMISSION_KEY_QUERY = ['checkout-submission'] as const;

/**
 * What the page was rendered with: the checkout the server refused (the server cart's `checkout`, under
 * the cart's query key) and the form's one-time key. Read once: later changes to the cart do not reset it.
 */
export function useServerCheckout(): {
  refused: CheckoutRefusal | null;
  submissionKey: string;
  /** The cart's code (a `?code=` link) and state (chosen on the cart page): the checkout starts from them. */
  cart: CartChoice;
} {
  const client = useQueryClient();
  const [rendered] = useState(() => {
    const cart = client.getQueryData<{ checkout?: unknown; code?: unknown; state?: unknown }>(['cart']);
    const key = client.getQueryData<string>(SUBMISSION_KEY_QUERY);
    return {
      refused: readCheckoutRefusal(cart?.checkout),
      submissionKey: typeof key === 'string' ? key : '',
      cart: {
        code: typeof cart?.code === 'string' ? cart.code : undefined,
        state: typeof cart?.state === 'string' ? cart.state : undefined,
      },
    };
  });
  return rendered;
}
