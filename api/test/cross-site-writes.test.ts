import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRow, productAndOrder, startPayment } from './payments/helpers.ts';
import { makeProduct } from './support/fixtures.ts';
import { startPaymentsApp } from './support/paystack.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * A browser that once answered a Basic prompt sends those credentials on every request to the shop, a form
 * posted by another site's page included. Such a write must change nothing, whatever the credentials.
 */
let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
  app = env.app;
});
afterAll(() => env.close());

const EVIL = 'https://evil.example';
/** What a browser sends with a cross-site form post, Basic credentials cached. */
const crossSite = (headers: Record<string, string> = {}) => ({
  Authorization: app.basic.admin,
  Origin: EVIL,
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  ...headers,
});

async function paidOrder() {
  const { orderId } = await productAndOrder(app, 9_200, 1);
  await env.fake.pay(String((await startPayment(app, orderId)).body.reference));
  expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
  return orderId;
}

describe('writes with Basic credentials from another site', () => {
  it('a refund posted by a page elsewhere is refused (403) and the order stays paid', async () => {
    const orderId = await paidOrder();
    const refundAs = (headers: Record<string, string>) =>
      app.request(`/api/payments/orders/${orderId}/refund`, { method: 'POST', headers });
    for (const headers of [
      crossSite(),
      // Origin left out (a privacy extension): Sec-Fetch-Site still tells.
      { Authorization: app.basic.admin, 'Sec-Fetch-Site': 'cross-site' },
      { Authorization: app.basic.admin, 'Sec-Fetch-Site': 'same-site' },
      crossSite({ Origin: 'null' }),
    ]) {
      const response = await refundAs(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
    }
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
    // The owner's own page, and a script without a browser, still refund.
    const own = await refundAs({
      Authorization: app.basic.admin,
      Origin: app.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(own.status).toBe(200);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('refunded');
  });

  it('a product edit from another origin is refused; same origin, a configured origin and curl pass', async () => {
    const product = await makeProduct(app.orm, { price: 1500, stock: 4 });
    const edit = (headers: Record<string, string>, stock: number) =>
      app.request(`/api/products/${product.id}`, { method: 'PUT', headers, json: { stock } });
    const stockNow = async () =>
      ((await (await app.request(`/api/products/${product.id}`)).json()) as { stock: number }).stock;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.request(`/api/products/${product.id}`, {
        method,
        headers: crossSite({ 'Sec-Fetch-Mode': 'cors' }),
        json: { stock: 0 },
      });
      expect(response.status, method).toBe(403);
    }
    expect((await edit(crossSite(), 0)).status).toBe(403);
    expect(await stockNow()).toBe(4);

    expect((await edit({ Authorization: app.basic.admin, Origin: app.url }, 5)).status).toBe(200);
    expect((await edit({ Authorization: app.basic.admin, 'Sec-Fetch-Site': 'same-origin' }, 6)).status).toBe(
      200,
    );
    expect(
      (await edit({ Authorization: app.basic.admin, Origin: 'https://partner.example' }, 7)).status,
    ).toBe(200);
    expect((await edit({ Authorization: app.basic.admin }, 8)).status).toBe(200);
    expect(await stockNow()).toBe(8);
  });

  it('anonymous writes carry nothing to abuse: an order from a partner page still reaches validation', async () => {
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { Origin: EVIL },
      json: {},
    });
    expect(response.status).toBe(400);
  });

  it('no browser is invited to keep Basic credentials: a 401 to a page load asks for the sign-in form', async () => {
    const navigation = await app.request('/api/orders', {
      headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(navigation.status).toBe(401);
    expect(navigation.headers.get('www-authenticate')).toMatch(/^Cookie realm=/);
    expect((await app.request('/api/orders')).headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });
});
