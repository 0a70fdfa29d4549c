// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { render } from '../server.tsx';

const line = {
  productId: '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b',
  name: 'Suya Spice (Yaji) 200g',
  price: 2000,
  quantity: 2,
  imageUrl: null,
  categoryId: null,
  stock: 9,
};

/** The API in-process, as the page's render reads it: this cart (with what a refused post left) and the payment choices. */
const reads = (cart: unknown) => ({
  fetch: (async (input: string | URL | Request) => {
    const path = String(input);
    if (path === '/api/cart') return Response.json(cart);
    if (path === '/api/payments/config') return Response.json({ provider: 'paystack', testMode: true });
    return new Response(null, { status: 404 });
  }) as typeof fetch,
});

const checkout = (cart: unknown) =>
  render({
    url: '/checkout',
    origin: 'https://shop.example',
    props: { name: 'mfe_cart_checkout' },
    data: reads(cart),
  });

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the checkout, rendered by the server', () => {
  it('is a form that posts to /checkout: named fields in order, radios to pay, a one-time key, the summary', async () => {
    const result = await checkout({ items: [line] });
    expect(result.status).toBe(200);
    const form = /<form[^>]*>/.exec(result.html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/checkout"');
    const names = [...result.html.matchAll(/<(?:input|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'submissionKey',
      'totalAmount',
      'customerName',
      'customerEmail',
      'customerPhone',
      'city',
      'shippingAddress',
      'landmark',
      'discountCode',
      'paymentMethod',
      'paymentMethod',
      'notifyByPhone',
      'notifyByEmail',
    ]);
    expect(result.html).toMatch(/name="submissionKey" value="[A-Za-z0-9_-]{22}"/);
    expect(result.html).toContain('name="totalAmount" value="4000"');
    const shown = text(result.html);
    for (const part of ['Order Summary', 'Suya Spice (Yaji) 200g', 'Pay online (Paystack)', 'Test payment'])
      expect(shown).toContain(part);
    // Two renders, two keys: a form is placed once, another form is another order.
    const again = await checkout({ items: [line] });
    expect(again.html.match(/name="submissionKey" value="([^"]+)"/)?.[1]).not.toBe(
      result.html.match(/name="submissionKey" value="([^"]+)"/)?.[1],
    );
    // The browser hydrates from the same key and payment choices.
    expect(JSON.stringify(result.state)).toContain('checkout-submission');
  });

  it('after a refused post: the values typed, each message beside its field, all of them above', async () => {
    const result = await checkout({
      items: [line],
      checkout: {
        values: { customerName: 'Al', customerEmail: 'ngozi@example.com', paymentMethod: 'paystack' },
        errors: { customerName: 'Full name is required', form: 'Prices have changed' },
      },
    });
    expect(result.html).toContain('value="Al"');
    expect(result.html).toMatch(/id="checkout-customerName"[^>]*aria-invalid="true"/);
    expect(result.html).toContain('id="checkout-customerName-error"');
    expect(result.html).toMatch(/role="alert".*Please check your details.*href="#checkout-customerName"/s);
    expect(result.html).toContain('Prices have changed');
    expect(result.html).toMatch(/<input type="radio" name="paymentMethod" checked="" value="paystack"/);
  });

  it('an empty cart says so and links back to the cart', async () => {
    const result = await checkout({ items: [] });
    expect(text(result.html)).toContain('Your cart is empty');
    expect(result.html).toContain('href="/cart"');
    expect(result.html).not.toContain('<form');
  });
});
