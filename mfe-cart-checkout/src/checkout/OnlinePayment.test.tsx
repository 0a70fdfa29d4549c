import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, renderWithCart } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import { goToPaymentPage } from './payment.ts';

vi.mock('./payment.ts', async (original) => ({
  ...(await original<typeof import('./payment.ts')>()),
  goToPaymentPage: vi.fn(),
}));

const orderId = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
const reference = `ata-${orderId}-1`;
const result = (overrides: Record<string, unknown>) => ({
  orderId,
  reference,
  paymentStatus: 'unpaid',
  transactionStatus: 'ongoing',
  amountKobo: 400_000,
  expired: false,
  ...overrides,
});

beforeEach(() => {
  window.history.replaceState(null, '', `/checkout?trxref=${reference}&reference=${reference}`);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(goToPaymentPage).mockReset();
});

describe('back from the payment page', () => {
  it('says "Payment received" only when the server verified the payment', async () => {
    const api = fakeFetch(json(200, result({ paymentStatus: 'paid', transactionStatus: 'success' })));
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.getByText(/₦4,000/)).toBeTruthy();
    expect(screen.getByTestId('order-reference').textContent).toBe('3f2a9c1e...');
    expect(api.calls[0]?.url).toBe(`/api/payments/paystack/transactions/${reference}`);
    // A return with an empty cart is not sent to /cart.
    expect(window.location.pathname).toBe('/checkout');
  });

  it('paid, in the tab that placed the order: shows the order and links its tracking page', async () => {
    const token = 'P'.repeat(32);
    // Kept when the order was placed (place-order.ts), for this return.
    window.sessionStorage.setItem(`ata-tracking:${orderId}`, token);
    const tracked = {
      reference: '3f2a9c1e...',
      status: 'paid',
      timeline: [],
      items: [{ name: 'Ground Egusi', quantity: 1, priceKobo: 300_000, lineTotalKobo: 300_000 }],
      subtotalKobo: 300_000,
      deliveryFeeKobo: 100_000,
      totalKobo: 400_000,
      paymentStatus: 'paid',
      paymentMethod: 'paystack',
      customerName: 'Ngozi Adeyemi',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      shippingNote: null,
      createdAt: '2026-11-27T09:00:00.000Z',
      trackingUrl: `https://shop.example/track/${token}`,
    };
    const api = fakeFetch(
      json(200, result({ paymentStatus: 'paid', transactionStatus: 'success' })),
      json(200, tracked),
    );
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Track your order' });
    expect(link.getAttribute('href')).toBe(`https://shop.example/track/${token}`);
    expect(screen.getByTestId('payment-state').textContent).toBe('Paid');
    expect(document.body.textContent).toContain('Ground Egusi');
    expect(document.body.textContent).toContain('Total₦4,000');
    window.sessionStorage.clear();
  });

  it('a payment not settled yet is "not confirmed yet", never "received"', async () => {
    vi.stubGlobal('fetch', fakeFetch(json(200, result({}))).fetch);
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('a failed payment offers to pay again, with a new transaction', async () => {
    const api = fakeFetch(
      json(200, result({ paymentStatus: 'failed', transactionStatus: 'failed' })),
      json(201, {
        reference: `ata-${orderId}-2`,
        authorizationUrl: 'http://127.0.0.1:9/checkout/abc',
        amountKobo: 400_000,
      }),
    );
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try paying again' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://127.0.0.1:9/checkout/abc'));
    expect(api.calls[1]?.url).toBe('/api/payments/paystack/transactions');
    expect(JSON.parse(String(api.calls[1]?.init.body))).toEqual({ orderId });
  });

  it('a failed payment can become pay on delivery', async () => {
    const api = fakeFetch(
      json(200, result({ paymentStatus: 'failed', transactionStatus: 'failed' })),
      json(200, { orderId, paymentMethod: 'whatsapp' }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const { toasts } = renderWithCart(<CheckoutPage />, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(api.calls[1]?.url).toBe(`/api/payments/orders/${orderId}/pay-on-delivery`);
    expect(toasts).toEqual([
      { title: 'Order Placed', description: 'Your order has been placed successfully!' },
    ]);
  });

  it('an expired order says so and offers to shop again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(json(200, result({ expired: true, transactionStatus: 'success' }))).fetch,
    );
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('a reference that is not ours is "not found", without asking the server', async () => {
    window.history.replaceState(null, '', '/checkout?reference=T123');
    const api = fakeFetch();
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, []);
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
