import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type InitializeRequest,
  initializeRequestSchema,
  refundRequestSchema,
  type Transaction,
} from '../paystack/schemas.ts';
import { signPayload } from '../paystack/signature.ts';
import { checkoutPage } from './checkout-page.ts';

/**
 * A local stand-in for Paystack, written for this shop: `POST /transaction/initialize`, `GET
 * /transaction/verify/:reference` and `POST /refund` with Paystack's documented request and response shapes, a hosted
 * checkout page with "Pay" and "Decline", and `charge.success` webhooks signed like Paystack's. It lets
 * `npm start`, the tests and the browser journeys take payments with no account and no network.
 */

interface FakeTransaction {
  id: number;
  accessCode: string;
  request: InitializeRequest & { reference: string };
  /** `reversed` once fully refunded, as Paystack reports it. */
  status: 'ongoing' | 'success' | 'failed' | 'reversed';
  paidAt: string | null;
  createdAt: string;
  channel: string;
}

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

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readBody(req: http.IncomingMessage, limit = 64 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON request body, or INVALID when it is too large or not JSON. */
const INVALID = Symbol('invalid JSON');
const readJson = (req: http.IncomingMessage): Promise<unknown> =>
  readBody(req)
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => INVALID);

export async function startFakePaystack(options: {
  secretKey: string;
  webhookUrl?: string;
  host?: string;
  port?: number;
  /** Where browsers open the hosted page (default http://127.0.0.1:<port>), e.g. through a proxy or a LAN address. */
  publicUrl?: string;
}): Promise<FakePaystack> {
  const byReference = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, FakeTransaction>();
  let nextId = 1_000_000;
  const pendingDeliveries = new Set<Promise<void>>();

  const asTransaction = (t: FakeTransaction): Transaction => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.request.reference,
    amount: t.request.amount,
    currency: t.request.currency ?? 'NGN',
    channel: t.channel,
    gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : null,
    paid_at: t.paidAt,
    created_at: t.createdAt,
    metadata: t.request.metadata ?? '',
    customer: { email: t.request.email },
  });

  /** Paystack retries a webhook that did not get a 200; so do we, a few times. */
  async function deliver(body: string): Promise<void> {
    const target = fake.webhookUrl;
    if (!target) return;
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-paystack-signature': signPayload(body, options.secretKey),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
      } catch {
        // the shop is restarting or unreachable: retry below
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }

  function settle(reference: string, outcome: 'success' | 'failed'): FakeTransaction | undefined {
    const t = byReference.get(reference);
    if (t?.status !== 'ongoing') return t;
    t.status = outcome;
    if (outcome === 'success') {
      t.paidAt = new Date().toISOString();
      const body = JSON.stringify({ event: 'charge.success', data: asTransaction(t) });
      const delivery = deliver(body).finally(() => pendingDeliveries.delete(delivery));
      pendingDeliveries.add(delivery);
    }
    return t;
  }

  const authorized = (req: http.IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      if (!authorized(req)) return json(res, 401, { status: false, message: 'Invalid key' });
      const body = await readJson(req);
      if (body === INVALID) return json(res, 400, { status: false, message: 'Invalid JSON body' });
      const parsed = initializeRequestSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return json(res, 400, {
          status: false,
          message: `Invalid ${issue?.path.join('.')}: ${issue?.message}`,
        });
      }
      const reference = parsed.data.reference ?? randomBytes(8).toString('hex');
      if (byReference.has(reference))
        return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      const t: FakeTransaction = {
        id: nextId++,
        accessCode,
        request: { ...parsed.data, reference },
        status: 'ongoing',
        paidAt: null,
        createdAt: new Date().toISOString(),
        channel: parsed.data.channels?.[0] ?? 'card',
      };
      byReference.set(reference, t);
      byAccessCode.set(accessCode, t);
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${publicUrl}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    if (req.method === 'GET' && parts[0] === 'transaction' && parts[1] === 'verify' && parts.length === 3) {
      if (!authorized(req)) return json(res, 401, { status: false, message: 'Invalid key' });
      const t = byReference.get(parts[2]!);
      if (!t) return json(res, 404, { status: false, message: 'Transaction reference not found' });
      return json(res, 200, { status: true, message: 'Verification successful', data: asTransaction(t) });
    }

    if (req.method === 'POST' && url.pathname === '/refund') {
      if (!authorized(req)) return json(res, 401, { status: false, message: 'Invalid key' });
      const body = await readJson(req);
      if (body === INVALID) return json(res, 400, { status: false, message: 'Invalid JSON body' });
      const parsed = refundRequestSchema.safeParse(body);
      if (!parsed.success)
        return json(res, 400, { status: false, message: 'Transaction reference is required' });
      const t =
        byReference.get(parsed.data.transaction) ??
        [...byReference.values()].find((candidate) => String(candidate.id) === parsed.data.transaction);
      if (!t) return json(res, 404, { status: false, message: 'Transaction not found' });
      if (t.status === 'reversed')
        return json(res, 400, { status: false, message: 'Transaction has been fully reversed' });
      if (t.status !== 'success')
        return json(res, 400, {
          status: false,
          message: 'Cannot refund a transaction that was not successful',
        });
      const amount = parsed.data.amount ?? t.request.amount;
      if (amount !== t.request.amount)
        return json(res, 400, { status: false, message: 'The fake Paystack only makes full refunds' });
      t.status = 'reversed';
      const now = new Date().toISOString();
      return json(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { ...asTransaction(t), status: 'success' },
          id: nextId++,
          domain: 'test',
          amount,
          currency: t.request.currency ?? 'NGN',
          channel: t.channel,
          status: 'pending',
          merchant_note: parsed.data.merchant_note ?? null,
          customer_note: parsed.data.customer_note ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
    }

    if (parts[0] === 'checkout' && parts.length >= 2) {
      const t = byAccessCode.get(parts[1]!);
      if (!t) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('No such payment');
      }
      if (req.method === 'GET' && parts.length === 2) {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
        return res.end(checkoutPage({ ...t, email: t.request.email, amount: t.request.amount }));
      }
      if (req.method === 'POST' && (parts[2] === 'pay' || parts[2] === 'decline')) {
        await readBody(req).catch(() => '');
        settle(t.request.reference, parts[2] === 'pay' ? 'success' : 'failed');
        // Like Paystack: back to the shop's callback with ?trxref=…&reference=…
        const back = t.request.callback_url;
        if (!back) return json(res, 200, { status: true, message: t.status });
        const target = new URL(back);
        target.searchParams.set('trxref', t.request.reference);
        target.searchParams.set('reference', t.request.reference);
        res.writeHead(303, { Location: target.toString() });
        return res.end();
      }
    }
    json(res, 404, { status: false, message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) json(res, 500, { status: false, message: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? `http://127.0.0.1:${port}`;

  const fake: FakePaystack = {
    url: `http://127.0.0.1:${port}`,
    webhookUrl: options.webhookUrl,
    transaction: (reference) => {
      const t = byReference.get(reference);
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
