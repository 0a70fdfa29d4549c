import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, renderWithCart, suya } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const form = {
  'Full Name': 'Ngozi Adeyemi',
  Email: 'ngozi@example.com',
  'Phone Number': '08031234567',
  State: 'LA',
  'City / LGA': 'Ikeja',
  'Delivery Address': '12 Allen Avenue, Ikeja, Lagos',
};
const OFFLINE =
  "You're offline — your order has not been sent. Everything you typed is kept: place it again when you're back online.";

let online = true;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  online = true;
  window.history.replaceState(null, '', '/checkout');
  window.sessionStorage.clear();
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  open = vi.fn(() => ({ location: { href: 'about:blank' }, closed: false, opener: {}, close: vi.fn() }));
  vi.stubGlobal('open', open);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout offline', () => {
  it('says so instead of sending: no spinner, no empty chat, everything typed kept; back online, the same button places it', async () => {
    const api = fakeFetch(json(201, { id: '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b' }));
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    for (const [label, value] of Object.entries(form))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    online = false;
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(screen.getByRole('button', { name: 'Complete Order via WhatsApp' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByText('Processing...')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    for (const [label, value] of Object.entries(form))
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/orders'));
  });
});
