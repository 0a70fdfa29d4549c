// @vitest-environment node

import type { TrackedOrder } from '@ata/core/order';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../server.tsx';

vi.mock('../../federation/remotes.ts', () => ({}));

const TOKEN = 'A'.repeat(32);
const order: TrackedOrder = {
  reference: '1a2b3c4d...',
  status: 'shipped',
  timeline: [
    { status: 'pending', at: '2026-11-02T09:00:00.000Z' },
    { status: 'shipped', at: '2026-11-03T15:30:00.000Z' },
  ],
  items: [{ name: 'Suya Spice (Yaji) 200g', quantity: 2, priceKobo: 200_000, lineTotalKobo: 400_000 }],
  subtotalKobo: 400_000,
  deliveryFeeKobo: 100_000,
  totalKobo: 500_000,
  paymentStatus: 'unpaid',
  paymentMethod: 'whatsapp',
  customerName: 'Ngozi Okafor',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  shippingNote: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  trackingUrl: `https://shop.example/track/${TOKEN}`,
};

/** The payment references the page asked the server to verify. */
const verified: string[] = [];

/** The API in-process: this order under TOKEN, 404 'Order not found' for any other token. */
const data = {
  fetch: (async (input: string | URL | Request) => {
    const path = String(input);
    if (path === '/api/settings') return Response.json({ contact_phone: '+234 803 555 0142' });
    if (path === `/api/track/${TOKEN}`) return Response.json(order);
    if (path.startsWith('/api/payments/paystack/transactions/')) {
      verified.push(path);
      return Response.json({ paymentStatus: 'paid' });
    }
    if (path.startsWith('/api/track/')) return Response.json({ message: 'Order not found' }, { status: 404 });
    return new Response(null, { status: 404 });
  }) as typeof fetch,
};

const page = (url: string) =>
  render({ url, origin: 'https://shop.example', props: { name: 'shell_pages' }, data });

describe('the tracking page, rendered by the server', () => {
  it("shows the order's status, timeline, items, totals, payment, address and the shop's contact", async () => {
    const result = await page(`/track/${TOKEN}`);
    expect(result.status).toBe(200);
    const text = result.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const shown of [
      'Order 1a2b3c4d...',
      'Status: Shipped',
      'Order placed',
      'Delivered Not yet',
      'Suya Spice (Yaji) 200g',
      '₦4,000',
      'Delivery ₦1,000',
      'Total ₦5,000',
      'Pay on delivery',
      '12 Allen Avenue, Ikeja, Lagos',
      'Expected delivery',
      '+234 803 555 0142',
    ])
      expect(text).toContain(shown);
    expect(result.head).toContain('<meta data-ssr name="robots" content="noindex">');
    // The browser hydrates from the same answer.
    expect(JSON.stringify(result.state)).toContain('Suya Spice (Yaji) 200g');
  });

  it('answers an unknown token 404 with no order in it', async () => {
    const result = await page(`/track/${'B'.repeat(32)}`);
    expect(result.status).toBe(404);
    expect(result.html).toContain('Order not found');
    expect(result.html).not.toContain('Suya');
  });

  it('renders the lookup form as plain HTML posting to /track, with the reason it came back', async () => {
    const result = await page('/track?error=not-found&reference=ffffffff');
    expect(result.status).toBe(200);
    const form = /<form[^>]*>/.exec(result.html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/track"');
    expect(result.html).toContain('value="ffffffff"');
    expect(result.html).toContain('We could not find an order with this reference and phone number.');
    expect(result.html).toContain('name="phone"');
    expect(result.state).toBeUndefined();
  });

  it('reads as the confirmation of an order just placed without JavaScript (?placed=1)', async () => {
    const result = await page(`/track/${TOKEN}?placed=1`);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Order Sent');
    expect(result.html).toContain('Your order has been sent via WhatsApp. We&#x27;ll contact you soon!');
    expect((await page(`/track/${TOKEN}`)).html).not.toContain('Order Sent');
  });

  it('back from Paystack (?reference=…): the server verifies the payment before rendering the order', async () => {
    verified.length = 0;
    const result = await page(`/track/${TOKEN}?trxref=ata-x-1&reference=ata-x-1`);
    expect(result.status).toBe(200);
    expect(verified).toEqual(['/api/payments/paystack/transactions/ata-x-1']);
    expect(result.html).toContain('role="status"');
  });
});
