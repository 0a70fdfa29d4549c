import { emptyCheckoutValues } from '@ata/core/order';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, renderWithCart, suya } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import { readCheckoutDraft } from './draft.ts';

const orderId = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
const typed = {
  'Full Name': 'Ngozi Adeyemi',
  Email: 'ngozi@example.com',
  'Phone Number': '08031234567',
  State: 'LA',
  'City / LGA': 'Ikeja',
  'Delivery Address': '12 Allen Avenue, Ikeja, Lagos',
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  window.history.replaceState(null, '', '/checkout');
  window.sessionStorage.clear();
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout draft across a reload', () => {
  it('gives back every typed field and choice after the page is rendered again', async () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    fill({ 'Full Name': typed['Full Name'], 'Delivery Address': typed['Delivery Address'] });
    fireEvent.click(screen.getByLabelText(/Pay online/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    cleanup();

    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    expect(await screen.findByDisplayValue(typed['Full Name'])).toBeTruthy();
    expect(fieldValue('Delivery Address')).toBe(typed['Delivery Address']);
    expect(fieldValue('Email')).toBe('');
    expect(screen.getByLabelText(/Pay online/)).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toHaveProperty('checked', false);
  });

  it('is forgotten once the order is placed', async () => {
    vi.stubGlobal('fetch', fakeFetch(json(201, { id: orderId })).fetch);
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    fill(typed);
    expect(readCheckoutDraft()?.customerName).toBe(typed['Full Name']);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Order via WhatsApp' }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(readCheckoutDraft()).toBeNull();
  });
});

describe('a checkout the server refused (posted without JavaScript)', () => {
  const refused = {
    values: {
      customerName: 'Al',
      customerEmail: 'ngozi@example.com',
      customerPhone: '',
      shippingAddress: '12 Allen Avenue, Ikeja',
      paymentMethod: 'paystack',
      notifyByPhone: 'on',
    },
    errors: { customerName: 'Full name is required', customerPhone: 'Valid phone number is required' },
  };

  it('shows the values kept, each message next to its field and all of them above the form', () => {
    // This tab's own draft gives way to what the server was sent.
    window.sessionStorage.setItem(
      'ata_checkout_draft',
      JSON.stringify({ ...emptyCheckoutValues, customerName: 'Old', notifyByPhone: false }),
    );
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }], {
      serverCart: { items: [], checkout: refused },
    });
    expect(fieldValue('Full Name')).toBe('Al');
    expect(fieldValue('Delivery Address')).toBe('12 Allen Avenue, Ikeja');
    expect(screen.getByLabelText(/Pay online/)).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'WhatsApp/SMS' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toHaveProperty('checked', false);
    const name = screen.getByLabelText('Full Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Full name is required',
    );
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Valid phone number is required' }).getAttribute('href'),
    ).toBe('#checkout-customerPhone');
    expect(within(summary).getByText('Full name is required')).toBeTruthy();
  });

  it('is a real form: posts to /checkout with named fields and the one-time key', () => {
    renderWithCart(<CheckoutPage />, [{ ...suya, quantity: 1 }]);
    const form = screen.getByLabelText('Full Name').closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/checkout');
    const names = [...form.elements].map((element) => element.getAttribute('name')).filter(Boolean);
    expect(names).toEqual([
      'submissionKey',
      'totalAmount',
      'customerName',
      'customerEmail',
      'customerPhone',
      'state',
      'city',
      'shippingAddress',
      'landmark',
      'discountCode',
      'intent',
      'paymentMethod',
      'paymentMethod',
      'notifyByPhone',
      'notifyByEmail',
    ]);
  });
});
