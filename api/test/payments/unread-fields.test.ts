import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, orderAsOwnerSees, startedOrder } from './helpers.ts';

/**
 * Paystack adds fields, drops ones it sent before, and the shop reads only status, reference, amount,
 * currency (and paid_at when given): none of the others may stop a paid order from being confirmed.
 */
const MISSING = ['id', 'domain', 'channel', 'gateway_response', 'created_at', 'customer', 'metadata'];
// Nor do `authorization` and `log` appear (our fake never sends them, Paystack does).
const EXTRA = {
  fees_breakdown: [{ type: 'vat', amount: 375 }],
  subaccount: {},
  a_field_paystack_adds_next_year: { nested: [1, 'two', null] },
};

/** A transaction as Paystack might send it one day: unread fields gone, new ones added. */
function reshaped(transaction: Record<string, unknown>) {
  const kept = Object.fromEntries(Object.entries(transaction).filter(([key]) => !MISSING.includes(key)));
  return { ...kept, ...EXTRA };
}

/** Forwards to the fake, reshaping the `data` of its verify answers (and dropping `message`). */
const reshapingFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const response = await fetch(input, init);
  if (!String(input).includes('/transaction/verify/') || !response.ok) return response;
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  return new Response(JSON.stringify({ status: true, data: reshaped(data), meta: { next: null } }));
}) as typeof fetch;

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp({ fetch: reshapingFetch });
  app = env.app;
  env.fake.webhookUrl = undefined;
});
afterAll(() => env.close());

describe('Paystack answers with fields the shop never reads', () => {
  it('a verify answer with extra fields and without authorization, customer or log marks the order paid', async () => {
    const { orderId, reference, amount } = await startedOrder(app);
    await env.fake.pay(reference);
    const { status, body } = await confirmPayment(app, reference);
    expect(status).toBe(200);
    expect(body).toMatchObject({ paymentStatus: 'paid', transactionStatus: 'success', amountKobo: amount });
    expect(await orderAsOwnerSees(app, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paidAmountKobo: amount,
    });
  });

  it('a charge.success webhook carrying only what the shop reads, plus new fields, marks the order paid and is kept as received', async () => {
    const { orderId, reference, amount } = await startedOrder(app);
    const data = { status: 'success', reference, amount, currency: 'NGN', ...EXTRA, paid_at: null };
    const response = await deliverWebhook(
      app,
      JSON.stringify({ event: 'charge.success', data, extra: true }),
    );
    expect(response.status).toBe(200);
    expect(await orderAsOwnerSees(app, orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'paid',
      paidAmountKobo: amount,
    });
    const events = await app.request(`/api/payments/events?orderId=${orderId}`, {
      headers: { Authorization: app.basic.admin },
    });
    const [event] = (await events.json()) as {
      outcome: string;
      payload: { data: Record<string, unknown> };
    }[];
    expect(event?.outcome).toBe('applied');
    expect(event?.payload.data.a_field_paystack_adds_next_year).toEqual(
      EXTRA.a_field_paystack_adds_next_year,
    );
  });
});
