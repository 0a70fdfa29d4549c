import { messages } from '@ata/core/site';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { OrderEntity } from '../../src/db/entities/index.ts';
import { type BootedPayments, paymentsFromConfig } from '../../src/payments/boot.ts';
import { signPayload } from '../../src/payments/paystack/signature.ts';
import { WEBHOOK_PATH } from '../../src/payments/routes.ts';
import { makeProduct, stockOf } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, SECRET } from '../support/paystack.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { confirmPayment, customer, orderAsOwnerSees, productAndOrder, startPayment } from './helpers.ts';

/**
 * The app as a production boot builds it: `loadConfig` with NODE_ENV=production and `paymentsFromConfig`,
 * so that a wrong default (the fake taking payments without being asked) fails here.
 */
const PUBLIC_URL = 'https://shop.example';
const logger = pino({ level: 'silent' });

async function productionApp(extraEnv: NodeJS.ProcessEnv = {}) {
  const env = { NODE_ENV: 'production', PUBLIC_URL, ...extraEnv };
  const booted = await paymentsFromConfig(loadConfig(env), logger);
  const app = await startTestApp({}, { env, payments: booted.payments });
  if (booted.fake) booted.fake.webhookUrl = app.url + WEBHOOK_PATH;
  return { app, booted };
}

/**
 * An online order placed while the shop still took online payments (say, before a restart without the
 * key): placed on delivery, then switched to online in the database, as no request can do any more.
 */
async function onlineOrderFromBefore(app: TestApp, price = 2_800) {
  const { orderId } = await productAndOrder(app, price, 1, 10, 'whatsapp');
  await app.orm.em.fork().nativeUpdate(OrderEntity, { id: orderId }, { paymentMethod: 'paystack' });
  return { orderId };
}

describe('production without a Paystack key: online payment is off', () => {
  let app: TestApp;
  let booted: BootedPayments;
  beforeAll(async () => {
    ({ app, booted } = await productionApp());
  });
  afterAll(async () => {
    await app.close();
    await booted.close();
  });

  it('the checkout is told there is no online payment', async () => {
    const response = await app.request('/api/payments/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ provider: null, testMode: false });
  });

  it('no order can be paid: starting is refused with the reason, and the order stays unpaid', async () => {
    const { orderId } = await onlineOrderFromBefore(app);
    expect(await startPayment(app, orderId)).toEqual({
      status: 409,
      body: { message: messages.onlinePaymentOff },
    });
    expect(await confirmPayment(app, `ata-${orderId}-1`)).toEqual({
      status: 404,
      body: { message: messages.onlinePaymentOff },
    });
    expect(await orderAsOwnerSees(app, orderId)).toMatchObject({
      paymentStatus: 'unpaid',
      status: 'pending',
    });
  });

  it('a webhook cannot mark an order paid, however it is signed, and nothing is stored', async () => {
    const { orderId } = await onlineOrderFromBefore(app, 2_800);
    // What would mark it paid were payments on: its reference and exactly its amount.
    const { amountDueKobo } = await orderAsOwnerSees(app, orderId);
    expect(amountDueKobo).toBeGreaterThan(0);
    const body = chargeSuccess(`ata-${orderId}-1`, amountDueKobo!);
    for (const signature of [signPayload(body, SECRET), null]) {
      const response = await deliverWebhook(app, body, signature);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid signature' });
    }
    expect(await orderAsOwnerSees(app, orderId)).toMatchObject({
      paymentStatus: 'unpaid',
      paidAmountKobo: null,
    });
    const events = await app.request(`/api/payments/events?orderId=${orderId}`, {
      headers: { Authorization: app.basic.admin },
    });
    expect(await events.json()).toEqual([]);
  });

  it('an order to be paid online is refused with the reason, and nothing is taken from stock', async () => {
    const product = await makeProduct(app.orm, { price: 1_500, stock: 4 });
    const items = [{ productId: product.id, name: product.name, price: 1_500, quantity: 2 }];
    const order = (paymentMethod: string) =>
      app.request('/api/orders', {
        method: 'POST',
        json: { ...customer, items, totalAmount: '3000', paymentMethod },
      });
    const refused = await order('paystack');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: messages.onlinePaymentOff,
      errors: { paymentMethod: messages.onlinePaymentOff },
    });
    expect(await stockOf(app.orm, product.id)).toBe(4);
    expect((await order('whatsapp')).status).toBe(201);
    expect(await stockOf(app.orm, product.id)).toBe(2);
  });

  it('paying on delivery still works', async () => {
    const { orderId } = await onlineOrderFromBefore(app);
    const response = await app.request(`/api/payments/orders/${orderId}/pay-on-delivery`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ orderId, paymentMethod: 'whatsapp' });
  });
});

describe('production with PAYMENTS_FAKE=1: the operator chose test payments', () => {
  it('the fake takes the payment, the checkout is told it is a test, and the order is paid', async () => {
    const { app, booted } = await productionApp({ PAYMENTS_FAKE: '1' });
    try {
      expect(await (await app.request('/api/payments/config')).json()).toEqual({
        provider: 'paystack',
        testMode: true,
      });
      const { orderId } = await productAndOrder(app);
      const started = await startPayment(app, orderId);
      expect(started.status).toBe(201);
      expect(String(started.body.authorizationUrl).startsWith(`${booted.fake?.url}/checkout/`)).toBe(true);
      await booted.fake?.pay(String(started.body.reference));
      expect(await orderAsOwnerSees(app, orderId)).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
    } finally {
      await app.close();
      await booted.close();
    }
  });
});
