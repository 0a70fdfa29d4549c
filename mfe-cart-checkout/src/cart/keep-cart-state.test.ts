import { CART_DESTINATION_PATH } from '@ata/core/cart';
import { afterEach, expect, it, vi } from 'vitest';
import { sendCartState } from './keep-cart-state.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('keeps the chosen state on the server cart with a kept-alive write (a reload right after still keeps it)', async () => {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response('{"items":[]}', { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  sendCartState('LA');
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(CART_DESTINATION_PATH);
  expect(init).toMatchObject({ method: 'PUT', body: '{"state":"LA"}', keepalive: true });
});
