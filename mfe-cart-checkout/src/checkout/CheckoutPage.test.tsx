import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { egusi, fakeFetch, heldBack, json, renderWithCart, suya } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import { goToPaymentPage } from './payment.ts';
import { CART_STATE_DELAY_MS } from './use-cart-follows-state.ts';

vi.mock('./payment.ts', async (original) => ({
  ...(await original<typeof import('./payment.ts')>()),
  goToPaymentPage: vi.fn(),
}));

const orderId = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
const validForm = {
  'Full Name': 'Ngozi Adeyemi',
  Email: 'ngozi@example.com',
  'Phone Number': '08031234567',
  State: 'LA',
  'City / LGA': 'Ikeja',
  'Delivery Address': '12 Allen Avenue, Ikeja, Lagos',
};

/** The valid form, once its delivery options (the quote for the state) are shown, as a shopper sees them. */
async function fillValid() {
  fill(validForm);
  await screen.findByRole('radio', { name: /Standard delivery/ });
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

/** The window the checkout opens for the chat: blank first, pointed at the chat once the order exists. */
function chatWindow() {
  return { location: { href: 'about:blank' }, closed: false, opener: {} as unknown, close: vi.fn() };
}

let open: ReturnType<typeof vi.fn>;
let chat: ReturnType<typeof chatWindow>;
beforeEach(() => {
  window.history.replaceState(null, '', '/checkout');
  window.sessionStorage.clear();
  chat = chatWindow();
  open = vi.fn(() => chat);
  vi.stubGlobal('open', open);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(goToPaymentPage).mockReset();
});

describe('checkout form validation', () => {
  it('shows the shop message under each invalid field and wires it to the input', async () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));

    const expected = {
      'Full Name': 'Full name is required',
      Email: 'Valid email is required',
      'Phone Number': 'Valid phone number is required',
      'Delivery Address': 'Complete address is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(open).not.toHaveBeenCalled();
  });

  it('checks the minimum lengths and the e-mail format, and clears a message once fixed', () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    fill({
      'Full Name': 'Al',
      Email: 'ngozi @example.com',
      'Phone Number': '080312345',
      'Delivery Address': 'Ikeja',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Valid phone number is required')).toBeTruthy();
    expect(screen.getByText('Complete address is required')).toBeTruthy();

    fill(validForm);
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText('Valid email is required')).toBeNull();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a field message when the field is left, not before', () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    fill({ Email: 'nope' });
    expect(screen.queryByText('Valid email is required')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.queryByText('Full name is required')).toBeNull();
  });
});

describe('the ways to pay', () => {
  it('online payment switched off by the shop: only the other ways are offered', () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }], {
      paymentConfig: { provider: null, testMode: false },
    });
    expect(screen.queryByLabelText(/Pay online/)).toBeNull();
    expect(screen.getByLabelText(/Order via WhatsApp/)).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Complete Order via WhatsApp' })).toBeTruthy();
  });

  it('online payment on: both are offered', () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    expect(screen.getByLabelText(/Pay online/)).toBeTruthy();
    expect(screen.getByLabelText(/Order via WhatsApp/)).toBeTruthy();
  });
});

describe('placing the order', () => {
  it('paystack: posts the payload with an Idempotency-Key, then starts the payment and goes to its page', async () => {
    const created = heldBack(json(201, { id: orderId }));
    const authorizationUrl = 'http://127.0.0.1:9/checkout/0peioxfhpn';
    const api = fakeFetch(
      created.respond,
      json(201, { reference: `ata-${orderId}-1`, authorizationUrl, amountKobo: 600_000 }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const { store, toasts } = renderWithCart(<CheckoutPage />, [
      { ...suya, quantity: 2 },
      { ...egusi, quantity: 1 },
    ]);
    expect(screen.getByText('Free delivery on orders above ₦5,000')).toBeTruthy();
    await fillValid();
    fireEvent.click(screen.getByLabelText(/Pay online/));
    expect(screen.getByText('Test payment: no real money is taken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    created.release();

    expect(await screen.findByRole('heading', { name: 'Taking you to the payment page…' })).toBeTruthy();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(authorizationUrl));
    expect(api.calls[1]?.url).toBe('/api/payments/paystack/transactions');
    expect(JSON.parse(String(api.calls[1]?.init.body))).toEqual({ orderId });
    // Nothing says the order is paid before the payment page and the server's verification.
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(store.getSnapshot().items).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(toasts).toEqual([
      { title: 'Order Placed', description: 'Your order has been placed successfully!' },
    ]);

    const call = api.calls[0];
    if (!call) throw new Error('no order request');
    expect(call.url).toBe('/api/orders');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(call.init.body))).toEqual({
      customerName: 'Ngozi Adeyemi',
      customerEmail: 'ngozi@example.com',
      // Read as a Nigerian number by core's phone rules (the API reads it the same way).
      customerPhone: '+2348031234567',
      state: 'LA',
      city: 'Ikeja',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      landmark: '',
      deliveryOptionId: 'standard:nigeria',
      discountCode: '',
      items: [
        { ...suya, quantity: 2 },
        { ...egusi, quantity: 1 },
      ],
      totalAmount: '5000',
      paymentMethod: 'paystack',
      notifyByPhone: true,
      notifyByEmail: true,
    });
  });

  it('whatsapp: opens the chat window in the click, posts the order, then shows the text with its reference', async () => {
    const api = fakeFetch(json(201, { id: orderId }));
    vi.stubGlobal('fetch', api.fetch);
    open.mockImplementation(() => {
      expect(api.calls).toHaveLength(0);
      return chat;
    });
    const { toasts } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('about:blank');
    expect(chat.opener).toBeNull();
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    const url = new URL(chat.location.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/2348000000001');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Ata Market');
    expect(text).toContain('Ngozi Adeyemi');
    expect(text).toContain('ngozi@example.com');
    expect(text).toContain('+2348031234567');
    expect(text).toContain('12 Allen Avenue, Ikeja, Lagos');
    expect(text).toContain('Suya Spice, 2 x ₦1,500 = ₦3,000');
    expect(text).toContain('₦4,000'); // ₦3,000 + ₦1,000 delivery
    expect(text).toContain('*Order reference:* 3f2a9c1e...');
    expect(open).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(api.calls[0]?.init.body)).paymentMethod).toBe('whatsapp');
    expect(toasts).toEqual([
      { title: 'Order Sent', description: "Your order has been sent via WhatsApp. We'll contact you soon!" },
    ]);
  });

  it('whatsapp: when the order fails, the chat window is closed and the error shown', async () => {
    vi.stubGlobal('fetch', fakeFetch(json(400, { message: 'Bad request' })).fetch);
    const { toasts } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await waitFor(() => expect(chat.close).toHaveBeenCalled());
    expect(chat.location.href).toBe('about:blank');
    expect(toasts).toEqual([
      {
        title: 'Error',
        description: 'Failed to place your order. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('a failed order keeps the cart, says so, and a retry of the same order reuses its Idempotency-Key', async () => {
    const api = fakeFetch(
      json(400, { message: 'Bad request' }),
      json(201, { id: orderId }),
      json(201, {
        reference: `ata-${orderId}-1`,
        authorizationUrl: 'http://127.0.0.1:9/c',
        amountKobo: 250_000,
      }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const { store, toasts } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    await fillValid();
    fireEvent.click(screen.getByLabelText(/Pay online/));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('button', { name: 'Proceed to Payment' });
    expect(toasts).toEqual([
      {
        title: 'Error',
        description: 'Failed to place your order. Please try again.',
        variant: 'destructive',
      },
    ]);
    expect(store.getSnapshot().items).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('heading', { name: 'Taking you to the payment page…' });
    const keys = api.calls
      .slice(0, 2)
      .map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('409: names the item and what changed, and updates the cart to match', async () => {
    const api = fakeFetch(
      json(409, {
        message: 'Some items changed',
        items: [
          { productId: 'p-suya', name: 'Suya Spice', price: 1800, stock: 10 },
          { productId: 'p-egusi', name: 'Ground Egusi', price: 2000, stock: 0 },
        ],
      }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const { store } = renderWithCart(<CheckoutPage />, [
      { ...suya, quantity: 2 },
      { ...egusi, quantity: 1 },
    ]);
    await fillValid();
    fireEvent.click(screen.getByLabelText(/Pay online/));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The price of Suya Spice changed from ₦1,500 to ₦1,800.');
    expect(alert.textContent).toContain('Ground Egusi is out of stock and was removed from your cart.');
    // The line also remembers the stock the API reported, so its stepper stops there.
    expect(store.getSnapshot().items).toEqual([{ ...suya, price: 1800, quantity: 2, stock: 10 }]);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
  });

  it('brings the cart down to the stock on arrival and says so above the form', async () => {
    const { store } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 4 }], {
      products: [{ productId: 'p-suya', price: 1500, stock: 1 }],
    });
    expect(
      await screen.findByText('Only 1 of Suya Spice left: your quantity was reduced from 4 to 1.'),
    ).toBeTruthy();
    expect(store.getSnapshot().items).toEqual([{ ...suya, quantity: 1, stock: 1 }]);
    expect(screen.getByRole('button', { name: 'Complete Order via WhatsApp' })).toBeTruthy();
  });

  it('stays to explain when the stock check empties the cart, instead of leaving for /cart', async () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }], {
      products: [{ productId: 'p-suya', missing: true }],
    });
    expect(
      await screen.findByText('Suya Spice is no longer available and was removed from your cart.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
    expect(window.location.pathname).not.toBe('/cart');
  });

  it('sends a shopper with an empty cart back to /cart', async () => {
    renderWithCart(<CheckoutPage />, []);
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
  });

  it('leaves for /cart when the cart is emptied in another tab', async () => {
    const { store } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
    act(() => store.clear());
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });
});

describe('order updates', () => {
  it('offers WhatsApp/SMS and e-mail, both on, and sends the shopper’s choice', async () => {
    const api = fakeFetch(json(201, { id: orderId }));
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    const updates = screen.getByRole('group', { name: 'Order updates' });
    const phone = within(updates).getByRole('checkbox', { name: 'WhatsApp/SMS' });
    const email = within(updates).getByRole('checkbox', { name: 'E-mail' });
    expect(phone).toHaveProperty('checked', true);
    expect(email).toHaveProperty('checked', true);
    fireEvent.click(email);
    expect(email).toHaveProperty('checked', false);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(JSON.parse(String(api.calls[0]?.init.body))).toMatchObject({
      notifyByPhone: true,
      notifyByEmail: false,
    });
  });
});

describe('coming from the cart drawer', () => {
  it('/checkout?payment=whatsapp has WhatsApp chosen; ?payment=paystack, paying online', () => {
    window.history.replaceState(null, '', '/checkout?payment=whatsapp');
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    expect(screen.getByLabelText(/Order via WhatsApp/)).toHaveProperty('checked', true);
    cleanup();
    window.history.replaceState(null, '', '/checkout?payment=paystack');
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    expect(screen.getByLabelText(/Pay online/)).toHaveProperty('checked', true);
  });
});

describe('the confirmation', () => {
  const token = 'T'.repeat(32);
  const tracked = {
    reference: '3f2a9c1e...',
    status: 'pending',
    timeline: [{ status: 'pending', at: '2026-11-27T09:00:00.000Z' }],
    items: [{ name: 'Suya Spice', quantity: 2, priceKobo: 150_000, lineTotalKobo: 300_000 }],
    subtotalKobo: 300_000,
    deliveryFeeKobo: 100_000,
    totalKobo: 400_000,
    paymentStatus: 'unpaid',
    paymentMethod: 'whatsapp',
    customerName: 'Ngozi Adeyemi',
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
    shippingNote: null,
    createdAt: '2026-11-27T09:00:00.000Z',
    trackingUrl: `https://shop.example/track/${token}`,
  };

  it('whatsapp: the chat opens only once the order exists, with its reference and tracking link; the screen shows the order', async () => {
    const api = fakeFetch(json(201, { id: orderId, trackingToken: token }), json(200, tracked));
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.getByTestId('order-reference').textContent).toBe('3f2a9c1e...');
    await waitFor(() => expect(chat.location.href).toMatch(/^https:\/\/wa\.me\//));
    const text = new URL(chat.location.href).searchParams.get('text') ?? '';
    expect(text).toContain('*Order reference:* 3f2a9c1e...');
    expect(text).toContain(`*Track your order:* https://shop.example/track/${token}`);
    expect(api.calls[1]?.url).toBe(`/api/track/${token}`);

    const link = await screen.findByRole('link', { name: 'Track your order' });
    expect(link.getAttribute('href')).toBe(`https://shop.example/track/${token}`);
    for (const heading of ['Items', 'Payment', 'Delivery'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const shown of [
      'Suya Spice',
      '× 2',
      'Subtotal₦3,000',
      'Delivery₦1,000',
      'Total₦4,000',
      'Pay on delivery',
      '12 Allen Avenue, Ikeja, Lagos',
      'Expected delivery',
    ])
      expect(page).toContain(shown);
    expect(screen.getByRole('link', { name: 'Open the WhatsApp chat with your order' })).toBeTruthy();
  });

  it('whatsapp: the message and the confirmation read the order as the server priced it: option, code, address block', async () => {
    const priced = {
      ...tracked,
      subtotalKobo: 300_000,
      discountKobo: 30_000,
      discountCode: 'WEEKEND10',
      deliveryLabel: 'Standard delivery (Lagos)',
      deliveryFeeKobo: 150_000,
      totalKobo: 420_000,
      address: ['12 Allen Avenue', 'Landmark: Opposite the bank', 'Ikeja, Lagos'],
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch(json(201, { id: orderId, trackingToken: token }), json(200, priced)).fetch,
    );
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await waitFor(() => expect(chat.location.href).toMatch(/^https:\/\/wa\.me\//));
    const text = new URL(chat.location.href).searchParams.get('text') ?? '';
    expect(text).toContain(
      'Subtotal: ₦3,000\nDiscount (WEEKEND10): −₦300\nStandard delivery (Lagos): ₦1,500\n*Total: ₦4,200*',
    );
    await screen.findByRole('link', { name: 'Track your order' });
    const page = document.body.textContent ?? '';
    for (const shown of [
      'Discount (WEEKEND10)−₦300',
      'Standard delivery (Lagos)₦1,500',
      'Total₦4,200',
      'Landmark: Opposite the bank',
      'Ikeja, Lagos',
    ])
      expect(page).toContain(shown);
  });

  it('whatsapp: the tracking view cannot be read: the chat still opens with the reference', async () => {
    const api = fakeFetch(
      json(201, { id: orderId, trackingToken: token }),
      json(404, { message: 'Order not found' }),
    );
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await waitFor(() => expect(chat.location.href).toMatch(/^https:\/\/wa\.me\//));
    const text = new URL(chat.location.href).searchParams.get('text') ?? '';
    expect(text).toContain('*Order reference:* 3f2a9c1e...');
    expect(text).not.toContain('Track your order');
    expect(chat.close).not.toHaveBeenCalled();
  });
});

describe('double submission', () => {
  it('a double click opens one chat window and sends one order', async () => {
    const created = heldBack(json(201, { id: orderId }));
    const api = fakeFetch(created.respond);
    vi.stubGlobal('fetch', api.fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    await fillValid();
    const button = screen.getByRole('button', { name: 'Complete Order via WhatsApp' });
    fireEvent.click(button);
    fireEvent.click(button);
    created.release();
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(1);
  });
});

describe("CheckoutPage and the shop's order limits", () => {
  it('400: shows the server’s reason above the form and keeps the cart', async () => {
    const message =
      'Orders paid on delivery can be at most ₦100,000. Please pay online, or contact us for a larger order.';
    vi.stubGlobal('fetch', fakeFetch(json(400, { message, errors: { paymentMethod: message } })).fetch);
    const { store } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }]);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not place this order');
    expect(alert.textContent).toContain(message);
    expect(store.getSnapshot().items).toEqual([{ ...suya, quantity: 2 }]);
  });
});

describe('the state chosen at the checkout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('becomes the cart’s once it settles (one PUT for the last of several), so the cart shows its fee', async () => {
    const api = fakeFetch();
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }], {
      serverCart: { items: [], state: 'LA' },
    });
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('LA');
    // The clock is ours from here: "once it settles" is a time, not a wait on a busy machine.
    vi.useFakeTimers();
    // Typing letters in the select jumps through states: only where it stops is kept.
    fill({ State: 'KD' });
    await act(() => vi.advanceTimersByTimeAsync(CART_STATE_DELAY_MS / 2));
    fill({ State: 'KN' });
    // The page's copy of the cart follows at once: the cart page, opened next, reads it as it renders.
    expect(queryClient.getQueryData(['cart'])).toMatchObject({ state: 'KN' });
    expect(api.keptStates).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(CART_STATE_DELAY_MS * 2));
    expect(api.keptStates).toEqual([{ state: 'KN' }]);
    // "Choose your state" keeps the last state chosen; the state the cart has is not sent again.
    fill({ State: '' });
    await act(() => vi.advanceTimersByTimeAsync(CART_STATE_DELAY_MS * 2));
    fill({ State: 'KN' });
    await act(() => vi.advanceTimersByTimeAsync(CART_STATE_DELAY_MS * 2));
    expect(api.keptStates).toEqual([{ state: 'KN' }]);
    expect(api.calls).toEqual([]);
  });

  it('is kept at once when she leaves the checkout before it settled', async () => {
    const api = fakeFetch();
    vi.stubGlobal('fetch', api.fetch);
    const { unmount } = renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 2 }], {
      serverCart: { items: [] },
    });
    fill({ State: 'KN' });
    unmount();
    await waitFor(() => expect(api.keptStates).toEqual([{ state: 'KN' }]));
  });
});
