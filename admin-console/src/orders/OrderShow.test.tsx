import { cleanup, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { OrderShow } from './OrderShow.tsx';
import { whatsAppCustomerHref } from './whatsapp-customer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const order = {
  id: ID,
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '+2348031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  items: [],
  totalAmount: 9200,
  status: 'paid',
  paymentMethod: 'paystack',
  paymentStatus: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('WhatsApp this customer', () => {
  it('opens wa.me with the digits of the E.164 number and a text naming the order', () => {
    const href = whatsAppCustomerHref(order);
    expect(href.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe('Hello Ngozi Okafor, about your order 3f2a9c1e...');
    // An order kept from before numbers were stored in E.164.
    expect(whatsAppCustomerHref({ ...order, customerPhone: '0803 123 4567' })).toMatch(
      /^https:\/\/wa\.me\/2348031234567\?text=/,
    );
  });

  it('is a link on the order page that opens in a new tab without handing it the console; the page shows the shipping note', async () => {
    mockFetch({
      [`GET /api/orders/${ID}`]: { body: { ...order, shippingNote: 'Rider Musa, 0803 555 0199' } },
      'GET /api/messages': { body: [], headers: { 'Content-Range': 'messages 0-0/0' } },
    });
    renderAdmin(
      <ResourceContextProvider value="orders">
        <OrderShow />
      </ResourceContextProvider>,
      { url: `/orders/${ID}/show`, path: '/orders/:id/show' },
    );
    const link = await screen.findByRole('link', { name: 'WhatsApp this customer' });
    expect(link.getAttribute('href')).toBe(whatsAppCustomerHref(order));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.getByText('Rider / tracking note: Rider Musa, 0803 555 0199')).toBeTruthy();
  });
});

describe('Payment', () => {
  const show = (body: object) => {
    mockFetch({
      [`GET /api/orders/${ID}`]: { body },
      'GET /api/messages': { body: [], headers: { 'Content-Range': 'messages 0-0/0' } },
      'GET /api/payments/events': { body: [] },
    });
    renderAdmin(
      <ResourceContextProvider value="orders">
        <OrderShow />
      </ResourceContextProvider>,
      { url: `/orders/${ID}/show`, path: '/orders/:id/show' },
    );
  };

  it('names the amount of a pay-on-delivery order the owner marked paid as received on delivery', async () => {
    show({ ...order, paymentMethod: 'whatsapp', amountDueKobo: 1_020_000, paidAmountKobo: 1_020_000 });
    const label = await screen.findByText('Received on delivery');
    expect(label.parentElement?.textContent).toBe('Received on delivery₦10,200');
    expect(screen.queryByText('Verified amount')).toBeNull();
  });

  it('names the amount of a Paystack order the verified amount', async () => {
    show({ ...order, amountDueKobo: 920_000, paidAmountKobo: 920_000 });
    const label = await screen.findByText('Verified amount');
    expect(label.parentElement?.textContent).toBe('Verified amount₦9,200');
    expect(screen.queryByText('Received on delivery')).toBeNull();
  });
});
