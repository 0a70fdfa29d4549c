import type { CartItem } from '@ata/core/cart';
import { api } from '@ata/core/http';
import { QUOTE_PATH, type Quote, quoteParams } from '@ata/core/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The shopper's choices that change the price: state, city/LGA, delivery option, the code applied. */
export interface PriceChoice {
  state: string;
  city: string;
  option: string;
  code: string;
}

/** The quote's query key: one per cart and choice (the server render fills the same key). */
export const quoteKey = (items: readonly Pick<CartItem, 'productId' | 'quantity'>[], choice: PriceChoice) =>
  ['checkout-quote', quoteParams(items, { ...choice }).toString()] as const;

export const fetchQuote = (params: string, fetchJson = api.getJson) =>
  fetchJson<Quote>(`${QUOTE_PATH}?${params}`);

/** How the browser's query client fetches a quote (set once on it, like the stock check's). */
export const quoteQueryDefaults = {
  queryFn: ({ queryKey }: { queryKey: readonly unknown[] }) => fetchQuote(String(queryKey[1])),
};

/**
 * What the order costs as the server will charge it (the pipeline fed from the database): kept from the
 * previous choice while the next one loads, so the totals never blank out.
 */
export function useQuote(items: readonly CartItem[], choice: PriceChoice) {
  return useQuery<Quote>({
    queryKey: quoteKey(items, choice),
    // The fetch is the client's default for these keys (quoteQueryDefaults): tests answer it themselves.
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** What the server cart keeps that prices the order: its code (a `?code=` link) and its state (the cart page). */
export interface CartChoice {
  code?: string | undefined;
  state?: string | undefined;
}

/** The choice the page is first drawn with: a refused post's, else the cart's state and code. */
export function initialChoice(
  rendered:
    | { state: string; city: string; deliveryOptionId: string; discountCode: string }
    | null
    | undefined,
  cart: CartChoice,
): PriceChoice {
  return {
    state: rendered?.state ?? cart.state ?? '',
    city: rendered?.state ? rendered.city.trim() : '',
    option: rendered?.deliveryOptionId ?? '',
    code: (rendered?.discountCode.trim() || cart.code || '').toUpperCase(),
  };
}
