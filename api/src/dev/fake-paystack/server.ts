import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transaction } from '../../payments/paystack/schemas.ts';
import { type ApiContext, initialize, refund, verify } from './api-routes.ts';
import { checkout } from './checkout-routes.ts';
import { refuse, sendJson } from './http-io.ts';
import { asTransaction, TransactionStore } from './store.ts';
import { deliverWebhook } from './webhooks.ts';

/**
 * A local stand-in for Paystack, written for this shop and never loaded by production unless the operator
 * asks (PAYMENTS_FAKE=1, see payments/boot.ts): `POST /transaction/initialize`, `GET
 * /transaction/verify/:reference` and `POST /refund` with Paystack's documented request and response
 * shapes, a hosted checkout page with "Pay" and "Decline", and `charge.success` webhooks signed like
 * Paystack's. It lets `npm start`, the tests and the browser journeys take payments with no account.
 */
export interface FakePaystack {
  /** Where the shop's client should point (`PAYSTACK_BASE_URL`). */
  url: string;
  /** Where charge.success webhooks go; settable once the shop listens. */
  webhookUrl: string | undefined;
  /** The transaction as verify would report it, or undefined. */
  transaction(reference: string): Transaction | undefined;
  /** The shopper pressed Pay: the transaction succeeds and the webhook is sent (resolves when delivered). */
  pay(reference: string): Promise<void>;
  decline(reference: string): void;
  close(): Promise<void>;
}

export interface FakePaystackOptions {
  secretKey: string;
  webhookUrl?: string;
  host?: string;
  port?: number;
  /** Where browsers open the hosted page (default http://127.0.0.1:<port>), e.g. through a proxy or a LAN address. */
  publicUrl?: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) => unknown;

/** Paystack's API (Bearer secret key required) by method and path. */
function apiHandler(method: string | undefined, parts: string[], context: ApiContext): Handler | undefined {
  const path = parts.slice(0, 2).join('/');
  if (method === 'POST' && parts.length === 2 && path === 'transaction/initialize')
    return (req, res) => initialize(req, res, context);
  if (method === 'GET' && parts.length === 3 && path === 'transaction/verify')
    return (_req, res) => verify(parts[2]!, res, context);
  if (method === 'POST' && parts.length === 1 && parts[0] === 'refund')
    return (req, res) => refund(req, res, context);
  return undefined;
}

export async function startFakePaystack(options: FakePaystackOptions): Promise<FakePaystack> {
  const store = new TransactionStore();
  const pendingDeliveries = new Set<Promise<void>>();
  let publicUrl = '';
  const context: ApiContext = { store, publicUrl: () => publicUrl };

  function settle(reference: string, outcome: 'success' | 'failed') {
    const t = store.byRef(reference);
    if (t?.status !== 'ongoing') return;
    t.status = outcome;
    if (outcome !== 'success') return;
    t.paidAt = new Date().toISOString();
    const target = fake.webhookUrl;
    if (!target) return;
    const body = JSON.stringify({ event: 'charge.success', data: asTransaction(t) });
    const delivery = deliverWebhook(target, body, options.secretKey).finally(() =>
      pendingDeliveries.delete(delivery),
    );
    pendingDeliveries.add(delivery);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const api = apiHandler(req.method, parts, context);
    if (api) {
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) return refuse(res, 401, 'Invalid key');
      return api(req, res, parts);
    }
    if (parts[0] === 'checkout' && parts.length >= 2) return checkout(req, res, parts, { store, settle });
    refuse(res, 404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) sendJson(res, 500, { status: false, message: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? `http://127.0.0.1:${port}`;

  const fake: FakePaystack = {
    url: `http://127.0.0.1:${port}`,
    webhookUrl: options.webhookUrl,
    transaction: (reference) => {
      const t = store.byRef(reference);
      return t && asTransaction(t);
    },
    async pay(reference) {
      settle(reference, 'success');
      await Promise.all(pendingDeliveries);
    },
    decline(reference) {
      settle(reference, 'failed');
    },
    async close() {
      await Promise.allSettled(pendingDeliveries);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
