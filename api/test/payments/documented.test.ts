import { expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

// The app is built inside the test (not in a beforeAll), so that mutation testing counts the payments
// route declarations as covered by this test and runs it against their mutants.
it('every payments operation is documented as it behaves; the admin ones refuse anonymous callers', async () => {
  const app = await startTestApp();
  try {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/payments'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ op: `${method} ${path}`, ...op })),
      );
    for (const operation of operations) {
      expect(operation.tags, operation.op).toEqual(['payments']);
      expect(operation.summary?.length, operation.op).toBeGreaterThan(20);
      for (const [status, answer] of Object.entries(operation.responses))
        expect(answer.description?.length, `${operation.op} ${status}`).toBeGreaterThan(5);
    }
    const shape = Object.fromEntries(
      operations.map((operation) => [
        operation.op,
        {
          admin: Boolean(operation.security),
          parameters: (operation.parameters ?? []).map((p) => `${p.in} ${p.name}`),
          statuses: Object.keys(operation.responses),
        },
      ]),
    );
    const publicOp = (parameters: string[], statuses: string[]) => ({ admin: false, parameters, statuses });
    expect(shape).toEqual({
      'get /api/payments/config': publicOp([], ['200']),
      'post /api/payments/paystack/transactions': publicOp([], ['201', '400', '404', '409', '413', '415']),
      'get /api/payments/paystack/transactions/{reference}': publicOp(['path reference'], ['200', '404']),
      'post /api/payments/orders/{id}/pay-on-delivery': publicOp(['path id'], ['200', '404', '409']),
      'post /api/payments/orders/{id}/refund': {
        admin: true,
        parameters: ['path id'],
        statuses: ['200', '401', '403', '404', '409', '429'],
      },
      'post /api/payments/paystack/webhook': publicOp([], ['200', '400', '401']),
      'get /api/payments/events': {
        admin: true,
        parameters: ['query orderId'],
        statuses: ['200', '400', '401', '403', '429'],
      },
    });
    // What Paystack gets back for a delivery: exactly `{ received: true }`.
    expect(
      document.paths['/api/payments/paystack/webhook']?.post?.responses['200']?.content?.['application/json']
        ?.schema,
    ).toEqual({
      type: 'object',
      properties: { received: { type: 'boolean', const: true } },
      required: ['received'],
      additionalProperties: false,
    });

    // As documented: the admin operations answer 401 to anonymous callers and 403 to shoppers.
    const orderId = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', `/api/payments/orders/${orderId}/refund`],
      ['GET', `/api/payments/events?orderId=${orderId}`],
    ] as const) {
      expect((await app.request(path, { method })).status, path).toBe(401);
      expect(
        (await app.request(path, { method, headers: { Authorization: app.basic.shopper } })).status,
      ).toBe(403);
    }
  } finally {
    await app.close();
  }
});
