import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/credentials.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

// Each app is built inside its test (not in a beforeAll), so that mutation testing counts the route
// declarations as covered by that test and runs it against their mutants.
async function withApp(check: (app: TestApp) => Promise<void>) {
  const app = await startTestApp();
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

/** The area's operations from GET /api/openapi.json: each with a summary, the tag, every answer described. */
async function operationsOf(app: TestApp, prefix: string, tag: string) {
  const document = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ op: `${method} ${path}`, ...op })),
    );
  for (const operation of operations) {
    expect(operation.tags, operation.op).toEqual([tag]);
    expect(operation.summary?.length, operation.op).toBeGreaterThan(5);
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
  return { document, shape };
}

/** As documented: admin operations answer 401 to anonymous callers and 403 to shoppers. */
async function refusesAllButAdmins(
  app: TestApp,
  requests: (readonly ['GET' | 'POST' | 'PUT' | 'PATCH', string])[],
) {
  for (const [method, path] of requests) {
    expect((await app.request(path, { method })).status, path).toBe(401);
    const shopper = await app.request(path, { method, headers: { Authorization: app.basic.shopper } });
    expect(shopper.status, path).toBe(403);
  }
}

const publicOp = (parameters: string[], statuses: string[]) => ({ admin: false, parameters, statuses });
const adminOp = (parameters: string[], statuses: string[]) => ({ admin: true, parameters, statuses });
const orderId = '00000000-0000-4000-8000-000000000000';

describe('payments operations', () => {
  it('are documented as they behave; the admin ones refuse everyone else', () =>
    withApp(async (app) => {
      const { document, shape } = await operationsOf(app, '/api/payments', 'payments');
      expect(shape).toEqual({
        'get /api/payments/config': publicOp([], ['200']),
        'post /api/payments/paystack/transactions': publicOp([], ['201', '400', '404', '409', '413', '415']),
        'get /api/payments/paystack/transactions/{reference}': publicOp(['path reference'], ['200', '404']),
        'post /api/payments/orders/{id}/pay-on-delivery': publicOp(['path id'], ['200', '404', '409']),
        'post /api/payments/orders/{id}/refund': adminOp(
          ['path id'],
          ['200', '400', '401', '403', '404', '409', '413', '415', '429'],
        ),
        'post /api/payments/paystack/webhook': publicOp([], ['200', '400', '401']),
        'get /api/payments/events': adminOp(['query orderId'], ['200', '400', '401', '403', '429']),
      });
      // What Paystack gets back for a delivery: exactly `{ received: true }`.
      const webhook = document.paths['/api/payments/paystack/webhook']?.post?.responses['200'];
      expect(webhook?.content?.['application/json']?.schema).toEqual({
        type: 'object',
        properties: { received: { type: 'boolean', const: true } },
        required: ['received'],
        additionalProperties: false,
      });
      await refusesAllButAdmins(app, [
        ['POST', `/api/payments/orders/${orderId}/refund`],
        ['GET', `/api/payments/events?orderId=${orderId}`],
      ]);
    }));
});

describe('orders operations', () => {
  it('are documented as they behave; the admin ones refuse everyone else', () =>
    withApp(async (app) => {
      const { document, shape } = await operationsOf(app, '/api/orders', 'orders');
      const adminWrite = adminOp(
        ['path id'],
        ['200', '400', '401', '403', '404', '409', '413', '415', '429'],
      );
      expect(shape).toEqual({
        'post /api/orders': publicOp([], ['200', '201', '400', '409', '413', '415', '422', '429']),
        'get /api/orders': adminOp(
          ['query sort', 'query range', 'query filter'],
          ['200', '400', '401', '403', '429'],
        ),
        'get /api/orders/{id}': adminOp(['path id'], ['200', '401', '403', '404', '429']),
        'get /api/orders/new-count': adminOp(['query since'], ['200', '400', '401', '403', '429']),
        'put /api/orders/{id}': adminWrite,
        'patch /api/orders/{id}/status': adminWrite,
        'post /api/orders/{id}/cancel': adminWrite,
      });
      // A replayed order says so in a header, and the document names it.
      const replay = document.paths['/api/orders']?.post?.responses['200'] as
        | { headers?: object }
        | undefined;
      expect(Object.keys(replay?.headers ?? {})).toEqual(['Idempotent-Replayed']);
      await refusesAllButAdmins(app, [
        ['GET', '/api/orders'],
        ['GET', '/api/orders/new-count?since=2026-01-01T00:00:00Z'],
        ['GET', `/api/orders/${orderId}`],
        ['PUT', `/api/orders/${orderId}`],
        ['PATCH', `/api/orders/${orderId}/status`],
        ['POST', `/api/orders/${orderId}/cancel`],
      ]);
    }));
});

describe('messages operations', () => {
  it('are documented as they behave; the admin ones refuse everyone else', () =>
    withApp(async (app) => {
      const messages = await operationsOf(app, '/api/messages', 'messages');
      const list = ['query sort', 'query range', 'query filter'];
      expect(messages.shape).toEqual({
        'get /api/messages': adminOp(list, ['200', '400', '401', '403', '429']),
        'post /api/messages/{id}/resend': adminOp(['path id'], ['202', '401', '403', '404', '429']),
        'get /api/messages/whatsapp/webhook': publicOp(
          ['query hub.mode', 'query hub.verify_token', 'query hub.challenge'],
          ['200', '403'],
        ),
        'post /api/messages/whatsapp/webhook': publicOp([], ['200', '400', '401']),
      });
      const outbox = await operationsOf(app, '/api/outbox', 'messages');
      expect(outbox.shape).toEqual({
        'get /api/outbox': adminOp(list, ['200', '400', '401', '403', '404', '429']),
        'get /api/outbox/{id}': adminOp(['path id'], ['200', '401', '403', '404', '429']),
      });
      await refusesAllButAdmins(app, [
        ['GET', '/api/messages'],
        ['POST', `/api/messages/${orderId}/resend`],
        ['GET', '/api/outbox'],
        ['GET', `/api/outbox/${orderId}`],
      ]);
    }));
});

describe('auth operations', () => {
  it('are documented as they behave; the session cookie is httpOnly, Lax, site-wide, and cleared on logout', () =>
    withApp(async (app) => {
      const { document, shape } = await operationsOf(app, '/api/auth', 'auth');
      expect(shape).toEqual({
        'post /api/auth/login': publicOp([], ['200', '400', '401', '413', '415', '429']),
        'post /api/auth/logout': publicOp([], ['200']),
        'get /api/auth/check': { admin: true, parameters: [], statuses: ['200', '401', '429'] },
      });
      const signedIn = document.paths['/api/auth/login']?.post?.responses['200'] as { headers?: object };
      expect(Object.keys(signedIn.headers ?? {})).toEqual(['Set-Cookie']);

      const login = await app.request('/api/auth/login', { method: 'POST', json: ADMIN });
      const cookie = login.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^ata_session=[\w-]+; path=\/; expires=[^;]+; samesite=lax; httponly$/);
      const session = cookie.split(';')[0]!;
      const check = await app.request('/api/auth/check', { headers: { Cookie: session } });
      expect(await check.json()).toEqual({ isAdmin: true, username: ADMIN.username });
      const logout = await app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: session } });
      expect(logout.headers.get('set-cookie')).toMatch(
        /^ata_session=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly$/,
      );
      expect(await logout.json()).toEqual({ message: 'Logged out' });
    }));
});
