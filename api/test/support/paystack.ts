import { type FakePaystack, startFakePaystack } from '../../src/dev/fake-paystack/server.ts';
import type { Payments } from '../../src/payments/payments.ts';
import { paystackPayments } from '../../src/payments/paystack/provider.ts';
import { signPayload } from '../../src/payments/paystack/signature.ts';
import { WEBHOOK_PATH } from '../../src/payments/routes.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const SECRET = 'sk_test_fake_secret_for_the_api_tests';

/** The app wired to our fake Paystack, whose webhooks come back to the app. */
export async function startPaymentsApp(
  options: {
    reservationMinutes?: number;
    /** How the shop's Paystack client reaches the fake (to reshape its answers); default: fetch. */
    fetch?: typeof fetch;
  } & Omit<TestAppOptions, 'payments'> = {},
): Promise<{ app: TestApp; fake: FakePaystack; payments: Payments; close(): Promise<void> }> {
  const fake = await startFakePaystack({ secretKey: SECRET });
  const payments = paystackPayments({
    secretKey: SECRET,
    baseUrl: fake.url,
    reservationMinutes: options.reservationMinutes ?? 30,
    fetch: options.fetch,
  });
  const { reservationMinutes: _minutes, fetch: _fetch, ...appOptions } = options;
  const app = await startTestApp({}, { ...appOptions, payments });
  fake.webhookUrl = app.url + WEBHOOK_PATH;
  return {
    app,
    fake,
    payments,
    async close() {
      await fake.close();
      await app.close();
    },
  };
}

/** POSTs a webhook body exactly as given, signed (or with the header given). */
export const deliverWebhook = (
  app: TestApp,
  body: string,
  signature: string | null = signPayload(body, SECRET),
) =>
  fetch(app.url + WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });

/** A charge.success body as Paystack sends it. */
export const chargeSuccess = (reference: string, amount: number, currency = 'NGN') =>
  JSON.stringify({
    event: 'charge.success',
    data: {
      id: 4_099_260_516,
      domain: 'test',
      status: 'success',
      reference,
      amount,
      currency,
      channel: 'card',
      gateway_response: 'Successful',
      paid_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
      metadata: '',
      customer: { email: 'ngozi@example.ng' },
    },
  });
