/**
 * `npm run bench:api`: autocannon on loopback against the real API (seeded catalogue, real PostgreSQL) and
 * against a raw node:http server returning the same bytes. Each server runs in its own child process, so
 * the load generator never shares an event loop with what it measures.
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:api
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = Number(process.env.BENCH_DURATION ?? 12);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const self = fileURLToPath(import.meta.url);

interface BenchProduct {
  id: string;
  name: string;
  price: number;
}
type Message =
  | { type: 'ready'; port: number }
  | { type: 'products'; products: BenchProduct[] }
  | { type: 'count'; orders: number; sold: number }
  | { type: 'webhook-orders'; orders: { reference: string; amount: number }[] }
  | { type: 'webhook-count'; paid: number; applied: number; events: number };
const BENCH_STOCK = 1_000_000_000;
/** The webhook secret the API child verifies signatures with (as PAYSTACK_SECRET_KEY would be). */
const BENCH_SECRET = 'sk_test_bench_webhook_secret';
const WEBHOOK_ORDERS = 200;
const WEBHOOK_EMAIL = 'bench-webhook@example.ng';

/** Starts `mode` of this file in a child process and waits for its first message. */
function child(
  mode: string,
  ...args: string[]
): Promise<{ process: ChildProcess; ready: Message & { type: 'ready' } }> {
  const process = fork(self, [mode, ...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    process.once(
      'message',
      (message: Message) => message.type === 'ready' && resolve({ process, ready: message }),
    );
    process.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

async function load(url: string, options: Record<string, unknown> = {}): Promise<Result> {
  return autocannon({ url, connections, duration, ...options });
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const p99 = (runs: Result[]) => `${String(Math.max(...runs.map((r) => r.latency.p99))).padStart(4)} ms`;
const ROUNDS = 3;

async function main() {
  console.log(`autocannon: ${connections} connections, ${duration}s per run, loopback\n`);
  const api = await child('serve-api');
  const apiUrl = `http://127.0.0.1:${api.ready.port}`;
  const list = await (await fetch(`${apiUrl}/api/products`)).text();
  const products = JSON.parse(list) as { id: string }[];
  const detailPath = `/api/products/${products[0]!.id}`;
  const detail = await (await fetch(apiUrl + detailPath)).text();
  const bodiesFile = path.join(os.tmpdir(), `ata-bench-bodies-${process.pid}.json`);
  await writeFile(bodiesFile, JSON.stringify({ list, detail, detailPath }));
  const raw = await child('serve-raw', bodiesFile);
  const rawUrl = `http://127.0.0.1:${raw.ready.port}`;

  // Alternate api/raw runs and average them: on a shared machine, load drifts during a run.
  for (const [label, path] of [
    ['GET /api/products', '/api/products'],
    ['GET /api/products/:id', detailPath],
  ] as const) {
    await load(apiUrl + path, { duration: 2 }); // warm-up: JIT and the JSON cache
    await load(rawUrl + path, { duration: 2 });
    const apiRuns: Result[] = [];
    const rawRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRuns.push(await load(apiUrl + path, { duration: duration / ROUNDS }));
      rawRuns.push(await load(rawUrl + path, { duration: duration / ROUNDS }));
    }
    const apiRps = mean(apiRuns.map((r) => r.requests.average));
    const rawRps = mean(rawRuns.map((r) => r.requests.average));
    const failures = apiRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    console.log(
      `${label.padEnd(24)} api ${fmt(apiRps).padStart(7)} req/s p99 ${p99(apiRuns)} | raw ${fmt(rawRps).padStart(7)} req/s p99 ${p99(rawRuns)} | ratio ${(apiRps / rawRps).toFixed(2)}${failures > 0 ? ` (${failures} failed requests!)` : ''}`,
    );
  }
  console.log(`  (${(Buffer.byteLength(list) / 1024).toFixed(1)} KB list of ${products.length} products)`);

  api.process.send({ type: 'products?' });
  const benchProducts = await new Promise<BenchProduct[]>((resolve) =>
    api.process.on('message', (m: Message) => m.type === 'products' && resolve(m.products)),
  );
  const orderBody = (product: BenchProduct) =>
    JSON.stringify({
      customerName: 'Bench Buyer',
      customerEmail: 'bench@example.ng',
      customerPhone: '08030000000',
      shippingAddress: '1 Benchmark Close, Yaba, Lagos',
      items: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }],
      totalAmount: String(product.price),
    });
  const orderRuns = [
    ['POST /api/orders (1 hot product)', [benchProducts[0]!]],
    [`POST /api/orders (${benchProducts.length - 1} products)`, benchProducts.slice(1)],
  ] as const;
  for (const [label, targets] of orderRuns) {
    let turn = 0;
    const result = await load(`${apiUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: Math.min(connections, 20),
      requests: [
        {
          setupRequest: (request: object) => ({
            ...request,
            body: orderBody(targets[turn++ % targets.length]!),
          }),
        },
      ],
    });
    // Requests still in flight when autocannon stops are not in its counts: compare the database to itself.
    api.process.send({ type: 'count?', ids: targets.map((p) => p.id) });
    const count = await new Promise<{ orders: number; sold: number }>((resolve) =>
      api.process.on('message', (m: Message) => m.type === 'count' && resolve(m)),
    );
    console.log(
      `${label.padEnd(34)} ${fmt(result.requests.average).padStart(5)} req/s p99 ${String(result.latency.p99).padStart(5)} ms | ${result['2xx']} × 2xx, ${result.non2xx} non-2xx | database: ${count.orders} orders, stock down ${count.sold}${count.orders === count.sold ? ' (consistent)' : ' (MISMATCH!)'}`,
    );
  }

  await benchWebhook(api.process, apiUrl);

  // Wait for the API child to stop its PostgreSQL and remove its data directory.
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));
  const stopped = Promise.all([exited(api.process), exited(raw.process)]);
  api.process.kill('SIGTERM');
  raw.process.kill('SIGTERM');
  await stopped;
  await rm(bodiesFile, { force: true });
}

/**
 * Paystack webhooks: signed charge.success deliveries cycling over WEBHOOK_ORDERS unpaid online orders (so
 * most are duplicates, as retries are), against the same endpoint refusing a bad signature (the signature
 * check and the refusal alone). Afterwards every order must be paid, by exactly one applied event.
 */
async function benchWebhook(api: ChildProcess, apiUrl: string) {
  api.send({ type: 'webhook-orders?', count: WEBHOOK_ORDERS });
  const orders = await new Promise<{ reference: string; amount: number }[]>((resolve) =>
    api.on('message', (m: Message) => m.type === 'webhook-orders' && resolve(m.orders)),
  );
  const deliveries = orders.map(({ reference, amount }) => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, domain: 'test', status: 'success', reference, amount, currency: 'NGN', channel: 'card' },
    });
    return { body, signature: createHmac('sha512', BENCH_SECRET).update(body).digest('hex') };
  });
  const url = `${apiUrl}/api/payments/paystack/webhook`;
  const run = (signed: boolean) => {
    let turn = 0;
    return load(url, {
      method: 'POST',
      connections: Math.min(connections, 20),
      requests: [
        {
          setupRequest: (request: { headers?: Record<string, string> }) => {
            const delivery = deliveries[turn++ % deliveries.length]!;
            return {
              ...request,
              body: delivery.body,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'x-paystack-signature': signed ? delivery.signature : 'f'.repeat(128),
              },
            };
          },
        },
      ],
    });
  };
  const forged = await run(false);
  const signed = await run(true);
  api.send({ type: 'webhook-count?' });
  const count = await new Promise<Message & { type: 'webhook-count' }>((resolve) =>
    api.on('message', (m: Message) => m.type === 'webhook-count' && resolve(m)),
  );
  const exactlyOnce = count.paid === WEBHOOK_ORDERS && count.applied === WEBHOOK_ORDERS;
  console.log(
    `${'POST webhook (signed)'.padEnd(34)} ${fmt(signed.requests.average).padStart(5)} deliveries/s p99 ${String(signed.latency.p99).padStart(5)} ms | ${signed['2xx']} × 2xx, ${signed.non2xx} non-2xx | database: ${count.paid}/${WEBHOOK_ORDERS} paid, ${count.applied} applied of ${count.events} events${exactlyOnce ? ' (exactly once)' : ' (MISMATCH!)'}`,
  );
  console.log(
    `${'POST webhook (bad signature, 401)'.padEnd(34)} ${fmt(forged.requests.average).padStart(5)} req/s     p99 ${String(forged.latency.p99).padStart(5)} ms | ${forged.non2xx} × 401 | signature check and refusal alone (baseline)`,
  );
}

type ApiServer = Awaited<ReturnType<typeof import('@ata/api/testing').startApiServer>>;

async function postJson(url: string, body: unknown, authorization?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** `count` products at ₦1,800 with stock that never runs out, created through the admin API. */
async function createProducts(api: ApiServer, count: number, name: string): Promise<BenchProduct[]> {
  const products: BenchProduct[] = [];
  for (let i = 0; i < count; i += 1) {
    const product = await postJson(
      `${api.url}/api/products`,
      {
        name: `${name} ${i}`,
        slug: `${name.toLowerCase().replaceAll(' ', '-')}-${i}-${Date.now()}`,
        description: 'A product with plenty of stock for the order benchmark.',
        price: 1800,
        stock: BENCH_STOCK,
        categoryId: null,
        isFeatured: false,
      },
      api.adminAuthorization,
    );
    products.push({ id: String(product.id), name: String(product.name), price: 1800 });
  }
  return products;
}

/** Child: the real app on an embedded PostgreSQL (or DATABASE_URL) with the seeded shop. */
async function serveApi() {
  const { startApiServer } = await import('@ata/api/testing');
  // Our fake Paystack, with a secret this process knows, so the webhook run can sign its deliveries.
  const api = await startApiServer({}, { paystackSecretKey: BENCH_SECRET });
  process.send?.({ type: 'ready', port: Number(new URL(api.url).port) });
  process.on('message', async (message: { type: string; ids: string[]; count: number }) => {
    if (message.type === 'webhook-orders?') {
      // Online orders placed and started through the API, as the checkout does.
      const [product] = await createProducts(api, 1, 'Bench Webhook Yam');
      const orders: { reference: string; amount: number }[] = [];
      for (let i = 0; i < message.count; i += 1) {
        const order = await postJson(`${api.url}/api/orders`, {
          customerName: 'Bench Buyer',
          customerEmail: WEBHOOK_EMAIL,
          customerPhone: '08030000000',
          shippingAddress: '1 Benchmark Close, Yaba, Lagos',
          items: [{ productId: product!.id, name: product!.name, price: product!.price, quantity: 1 }],
          totalAmount: String(product!.price),
          paymentMethod: 'paystack',
        });
        const started = await postJson(`${api.url}/api/payments/paystack/transactions`, {
          orderId: order.id,
        });
        orders.push({ reference: String(started.reference), amount: Number(started.amountKobo) });
      }
      process.send?.({ type: 'webhook-orders', orders });
    }
    if (message.type === 'webhook-count?') {
      const [row] = await api.sql<{ paid: number; applied: number; events: number }>(
        `select (select count(*)::int from shop_order where customer_email = ? and payment_status = 'paid') as paid,
                (select count(*)::int from payment_event where outcome = 'applied') as applied,
                (select count(*)::int from payment_event) as events`,
        [WEBHOOK_EMAIL],
      );
      process.send?.({
        type: 'webhook-count',
        paid: row?.paid ?? 0,
        applied: row?.applied ?? 0,
        events: row?.events ?? 0,
      });
    }
    if (message.type === 'products?') {
      // Made only now, so that the GET runs measure the seeded catalogue alone.
      const products = await createProducts(api, 21, 'Bench Garri');
      process.send?.({ type: 'products', products });
    }
    if (message.type === 'count?') {
      const marks = message.ids.map(() => '?').join(', ');
      // One statement, one snapshot: orders and stock are read at the same instant.
      const [row] = await api.sql<{ orders: number; sold: number }>(
        `select (select count(*)::int from shop_order o, jsonb_array_elements(o.items) item where item->>'productId' in (${marks})) as orders,
                (select coalesce(sum(${BENCH_STOCK} - stock), 0)::int from product where id in (${marks})) as sold`,
        [...message.ids, ...message.ids],
      );
      process.send?.({ type: 'count', orders: row?.orders ?? 0, sold: row?.sold ?? 0 });
    }
  });
  const shutdown = async () => {
    await api.stop();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  // If the load generator dies, do not leave a server and its PostgreSQL behind.
  process.once('disconnect', shutdown);
}

/** Child: node:http answering the same bytes, nothing else. */
async function serveRaw(bodiesFile: string) {
  const http = await import('node:http');
  const bodies = JSON.parse(await readFile(bodiesFile, 'utf8')) as {
    list: string;
    detail: string;
    detailPath: string;
  };
  const list = Buffer.from(bodies.list);
  const detail = Buffer.from(bodies.detail);
  const server = http.createServer((req, res) => {
    const body = req.url === bodies.detailPath ? detail : list;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    process.send?.({ type: 'ready', port: address.port });
  });
  process.once('SIGTERM', () => process.exit(0));
  process.once('disconnect', () => process.exit(0));
}

const mode = process.argv[2];
if (mode === 'serve-api') await serveApi();
else if (mode === 'serve-raw') await serveRaw(process.argv[3]!);
else
  await main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
