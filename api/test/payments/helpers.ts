import type { OrderPayloadInput } from '@ata/core/order';
import { OrderEntity, PaymentEventEntity } from '../../src/db/entities/index.ts';
import type { Orm } from '../../src/db/orm.ts';
import { makeProduct } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

export const customer = {
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
};

/** Places an order through the API, as the checkout does; returns its id. */
export async function placeOrder(
  app: TestApp,
  lines: { id: string; name: string; price: number; quantity: number }[],
  paymentMethod: 'paystack' | 'whatsapp' = 'paystack',
): Promise<string> {
  const payload: OrderPayloadInput = {
    ...customer,
    items: lines.map((l) => ({ productId: l.id, name: l.name, price: l.price, quantity: l.quantity })),
    totalAmount: String(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)),
    paymentMethod,
  };
  const response = await app.request('/api/orders', { method: 'POST', json: payload });
  if (response.status !== 201) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** One product and an order (online unless told) for `quantity` of it. */
export async function productAndOrder(
  app: TestApp,
  price = 2_800,
  quantity = 1,
  stock = 10,
  paymentMethod: 'paystack' | 'whatsapp' = 'paystack',
) {
  const product = await makeProduct(app.orm, { price, stock });
  const orderId = await placeOrder(
    app,
    [{ id: product.id, name: product.name, price, quantity }],
    paymentMethod,
  );
  return { product, orderId };
}

export const startPayment = async (app: TestApp, orderId: string) => {
  const response = await app.request('/api/payments/paystack/transactions', {
    method: 'POST',
    json: { orderId },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

export const confirmPayment = async (app: TestApp, reference: string) => {
  const response = await app.request(`/api/payments/paystack/transactions/${reference}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

export const orderRow = (orm: Orm, id: string) => orm.em.fork().findOneOrFail(OrderEntity, { id });

export const eventsOf = (orm: Orm, orderId: string) =>
  orm.em.fork().find(PaymentEventEntity, { orderId }, { orderBy: { receivedAt: 'asc' } });

/** An online order for one product (plenty of stock) with a started payment: its reference and amount in kobo. */
export async function startedOrder(app: TestApp, price = 2_800, quantity = 1) {
  const { orderId } = await productAndOrder(app, price, quantity, 10_000);
  const { body } = await startPayment(app, orderId);
  return { orderId, reference: String(body.reference), amount: Number(body.amountKobo) };
}

/** The order as the owner's console reads it (GET /api/orders/:id): what a client sees of its payment. */
export async function orderAsOwnerSees(app: TestApp, orderId: string) {
  const response = await app.request(`/api/orders/${orderId}`, {
    headers: { Authorization: app.basic.admin },
  });
  if (response.status !== 200) throw new Error(`order ${orderId}: ${response.status}`);
  return (await response.json()) as {
    status: string;
    paymentStatus: string;
    amountDueKobo: number | null;
    paidAmountKobo: number | null;
  };
}
