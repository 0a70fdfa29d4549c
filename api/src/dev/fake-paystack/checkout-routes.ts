import type http from 'node:http';
import { checkoutPage } from './checkout-page.ts';
import { readBody, sendJson } from './http-io.ts';
import type { FakeTransaction, TransactionStore } from './store.ts';

type Outcome = 'success' | 'failed';

/**
 * The hosted payment page at /checkout/:accessCode and its two buttons; `settle` decides the transaction
 * (and sends the webhook) when one is pressed.
 */
export async function checkout(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  parts: string[],
  context: { store: TransactionStore; settle: (reference: string, outcome: Outcome) => void },
) {
  const t = context.store.byCode(parts[1]!);
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
    context.settle(t.request.reference, parts[2] === 'pay' ? 'success' : 'failed');
    return backToShop(res, t);
  }
  sendJson(res, 404, { status: false, message: 'Not found' });
}

/** Like Paystack: back to the shop's callback with ?trxref=…&reference=… */
function backToShop(res: http.ServerResponse, t: FakeTransaction) {
  const back = t.request.callback_url;
  if (!back) return sendJson(res, 200, { status: true, message: t.status });
  const target = new URL(back);
  target.searchParams.set('trxref', t.request.reference);
  target.searchParams.set('reference', t.request.reference);
  res.writeHead(303, { Location: target.toString() });
  res.end();
}
