import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { initializeRequestSchema, refundRequestSchema } from '../../payments/paystack/schemas.ts';
import { INVALID, readJson, refuse, sendJson } from './http-io.ts';
import { asTransaction, type TransactionStore } from './store.ts';

/** What a handler of Paystack's API needs: the store and where its hosted pages are opened. */
export interface ApiContext {
  store: TransactionStore;
  publicUrl: () => string;
}

type Res = http.ServerResponse;

/** POST /transaction/initialize */
export async function initialize(req: http.IncomingMessage, res: Res, { store, publicUrl }: ApiContext) {
  const body = await readJson(req);
  if (body === INVALID) return refuse(res, 400, 'Invalid JSON body');
  const parsed = initializeRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(res, 400, `Invalid ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const reference = parsed.data.reference ?? randomBytes(8).toString('hex');
  if (store.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
  const t = store.create({ ...parsed.data, reference });
  sendJson(res, 200, {
    status: true,
    message: 'Authorization URL created',
    data: {
      authorization_url: `${publicUrl()}/checkout/${t.accessCode}`,
      access_code: t.accessCode,
      reference,
    },
  });
}

/** GET /transaction/verify/:reference */
export function verify(reference: string, res: Res, { store }: ApiContext) {
  const t = store.byRef(reference);
  if (!t) return refuse(res, 404, 'Transaction reference not found');
  sendJson(res, 200, { status: true, message: 'Verification successful', data: asTransaction(t) });
}

/** POST /refund: full refunds of successful transactions only. */
export async function refund(req: http.IncomingMessage, res: Res, { store }: ApiContext) {
  const body = await readJson(req);
  if (body === INVALID) return refuse(res, 400, 'Invalid JSON body');
  const parsed = refundRequestSchema.safeParse(body);
  if (!parsed.success) return refuse(res, 400, 'Transaction reference is required');
  const t = store.byRefOrId(parsed.data.transaction);
  if (!t) return refuse(res, 404, 'Transaction not found');
  if (t.status === 'reversed') return refuse(res, 400, 'Transaction has been fully reversed');
  if (t.status !== 'success') return refuse(res, 400, 'Cannot refund a transaction that was not successful');
  const amount = parsed.data.amount ?? t.request.amount;
  if (amount !== t.request.amount) return refuse(res, 400, 'The fake Paystack only makes full refunds');
  t.status = 'reversed';
  const now = new Date().toISOString();
  sendJson(res, 200, {
    status: true,
    message: 'Refund has been queued for processing',
    data: {
      transaction: { ...asTransaction(t), status: 'success' },
      id: store.nextId(),
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
