/**
 * `npm run bench:ssr`: the server-rendered storefront as `npm start` runs it in production (NODE_ENV=production,
 * as the Docker image sets it; seeded shop, real PostgreSQL).
 * 1. Cached HTML: autocannon on `/shop` and a product page, against raw node:http answering the same
 *    bytes with the same headers in the same run (each server in its own child process).
 * 2. Uncached renders: sequential requests for pages the page cache does not hold (an admin's untimed
 *    write to a category drops the pages before each one; the products' JSON stays warm, as in
 *    production), p50/p95 per page.
 * 3. Under junk and orders: the cached pages under 100 connections, alone and then while 5,000 junk URLs
 *    (unknown and tracking parameters) and one order per second for the product arrive (from another
 *    process), with the ratio of the two rates and their p99.
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_RENDERS=200 BENCH_JUNK=5000 npm run bench:ssr
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from '@ata/e2e/server';

interface Result {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = Number(process.env.BENCH_DURATION ?? 9);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const renders = Number(process.env.BENCH_RENDERS ?? 200);
const junkUrls = Number(process.env.BENCH_JUNK ?? 5000);
const ATTACK_CONNECTIONS = 100;
const admin = { username: 'admin', password: 'ssr-bench-password-1' };
const adminAuth = `Basic ${Buffer.from(`${admin.username}:${admin.password}`).toString('base64')}`;
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const ROUNDS = 3;
/** Headers node:http writes itself, or that differ per response. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

interface Answer {
  headers: Record<string, string>;
  body: string;
}

function child(mode: string, ...args: string[]): Promise<{ process: ChildProcess; port: number }> {
  const process = fork(self, [mode, ...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    process.once('message', (message: { type: string; port: number }) => {
      if (message.type === 'ready') resolve({ process, port: message.port });
    });
    process.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  if (!existsSync(path.join(root, 'shell/dist/server/server.js')))
    throw new Error('Build the storefront first: npm run build');
  // The production server (`npm start`) on a fresh seeded database, in its own process.
  // NODE_ENV=production as the Docker image runs it: React's production build renders several times faster
  // than its development build (which `npm start` without NODE_ENV loads).
  const shop = await startShop({ admin, env: { NODE_ENV: 'production' } });
  const shopUrl = shop.url;
  const products = (await (await fetch(`${shopUrl}/api/products`)).json()) as Product[];
  const pages = [
    ['/shop', '/shop'],
    ['/product/:slug', `/product/${products[0]?.slug}`],
  ] as const;
  // What autocannon gets (it asks for no compression): body and headers, which raw node:http replays.
  const bodies: Record<string, Answer> = {};
  for (const [, url] of pages) {
    const response = await fetch(shopUrl + url, { headers: { 'Accept-Encoding': 'identity' } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
    );
    bodies[url] = { headers, body: await response.text() };
  }
  const bodiesFile = path.join(os.tmpdir(), `ata-bench-ssr-${process.pid}.json`);
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const rows: string[] = [];
  const raw = await child('serve-raw', bodiesFile);
  const rawUrl = `http://127.0.0.1:${raw.port}`;

  console.log(`Cached HTML — autocannon: ${connections} connections, ${duration}s per server, loopback`);
  for (const [label, url] of pages) {
    const load = (base: string, seconds: number) =>
      autocannon({ url: base + url, connections, duration: seconds });
    await load(shopUrl, 2); // warm-up: JIT, the page cache
    await load(rawUrl, 2);
    const shopRuns: Result[] = [];
    const rawRuns: Result[] = [];
    // Alternate the two servers: on a shared machine, load drifts during a run.
    for (let round = 0; round < ROUNDS; round += 1) {
      shopRuns.push(await load(shopUrl, duration / ROUNDS));
      rawRuns.push(await load(rawUrl, duration / ROUNDS));
    }
    const shopRps = mean(shopRuns.map((r) => r.requests.average));
    const rawRps = mean(rawRuns.map((r) => r.requests.average));
    const failures = shopRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    const kb = (Buffer.byteLength(bodies[url]?.body ?? '') / 1024).toFixed(1);
    console.log(
      `  ${label.padEnd(16)} shop ${fmt(shopRps).padStart(6)} req/s | raw node:http ${fmt(rawRps).padStart(6)} req/s | ratio ${(shopRps / rawRps).toFixed(2)} | ${kb} KB${failures ? ` (${failures} failed!)` : ''}`,
    );
    rows.push(
      `| ${label} | ${kb} KB | ${fmt(shopRps)} | ${fmt(rawRps)} | ${(shopRps / rawRps).toFixed(2)}× |`,
    );
  }

  console.log(
    `\nUncached renders — ${renders} sequential requests per page, each after the pages were dropped`,
  );
  const [category] = (await (await fetch(`${shopUrl}/api/categories`)).json()) as Record<string, unknown>[];
  // An admin's write to a category drops every cached page (and the categories' JSON), not the products'.
  const dropPages = async () => {
    const { id, name, slug, description, imageUrl } = category ?? {};
    const response = await fetch(`${shopUrl}/api/categories/${id}`, {
      method: 'PUT',
      headers: { Authorization: adminAuth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, slug, description, imageUrl }),
    });
    if (!response.ok) throw new Error(`PUT category: ${response.status} ${await response.text()}`);
  };
  for (const [label, url] of pages) {
    const times: number[] = [];
    for (let i = 0; i < renders; i += 1) {
      await dropPages();
      const started = performance.now();
      const response = await fetch(`${shopUrl}${url}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(`  ${label.padEnd(16)} p50 ${ms(p50)} | p95 ${ms(p95)}`);
    const row = rows.findIndex((line) => line.startsWith(`| ${label} |`));
    rows[row] += ` ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`;
  }

  const product = products[0];
  if (!product) throw new Error('The seeded shop has no product');
  const attackRows = await underJunkAndOrders(shopUrl, pages, product);

  console.log(
    `\nFor a note (${connections} connections, ${duration}s per server, ${renders} renders; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}):\n`,
  );
  console.log('| page | HTML | cached req/s | raw node:http req/s | ratio | uncached p50 | uncached p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(
    `\n| page (${ATTACK_CONNECTIONS} connections) | clean req/s | p99 | with ${junkUrls} junk URLs + 1 order/s | p99 | ratio | orders | target met |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const line of attackRows) console.log(line);

  const rawExited = new Promise((resolve) => raw.process.once('exit', resolve));
  raw.process.kill('SIGTERM');
  await Promise.all([rawExited, shop.stop()]);
  await rm(bodiesFile, { force: true });
}

interface Product {
  id: string;
  name: string;
  slug: string;
  price: number;
}

/**
 * Section 3: each page alone under ${ATTACK_CONNECTIONS} connections, then again while another process sends
 * junk URLs and orders. Target: at least 80 % of the clean rate, p99 at most 100 ms.
 */
async function underJunkAndOrders(
  shopUrl: string,
  pages: readonly (readonly [string, string])[],
  product: Product,
) {
  // Enough stock for an order a second, set before the clean run (an admin write drops every page).
  const stock = await fetch(`${shopUrl}/api/products/${product.id}`, {
    method: 'PUT',
    headers: { Authorization: adminAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...(await (await fetch(`${shopUrl}/api/products/${product.id}`)).json()),
      stock: 100_000,
    }),
  });
  if (!stock.ok) throw new Error(`PUT product: ${stock.status} ${await stock.text()}`);
  console.log(`\nUnder junk and orders — ${ATTACK_CONNECTIONS} connections, ${duration}s per run`);
  const rows: string[] = [];
  for (const [label, url] of pages) {
    const load = (seconds: number) =>
      autocannon({ url: shopUrl + url, connections: ATTACK_CONNECTIONS, duration: seconds });
    await load(2);
    const clean = await load(duration);
    const disturber = await child('disturb', shopUrl, JSON.stringify(product), String(duration), url);
    const finished = new Promise<{ junk: number; orders: number; failedOrders: number }>((resolve) =>
      disturber.process.once('message', resolve),
    );
    disturber.process.send('go');
    const attacked = await load(duration);
    const sent = await finished;
    const ratio = attacked.requests.average / clean.requests.average;
    const met = ratio >= 0.8 && attacked.latency.p99 <= 100;
    console.log(
      `  ${label.padEnd(16)} clean ${fmt(clean.requests.average)} req/s p99 ${clean.latency.p99} ms | attacked ${fmt(attacked.requests.average)} req/s p99 ${attacked.latency.p99} ms | ratio ${ratio.toFixed(2)} | ${sent.junk} junk, ${sent.orders} orders (${sent.failedOrders} failed)${attacked.non2xx + attacked.errors ? ` (${attacked.non2xx + attacked.errors} failed!)` : ''}`,
    );
    rows.push(
      `| ${label} | ${fmt(clean.requests.average)} | ${clean.latency.p99} ms | ${fmt(attacked.requests.average)} | ${attacked.latency.p99} ms | ${ratio.toFixed(2)}× | ${sent.orders} | ${met ? 'yes' : 'no'} |`,
    );
  }
  return rows;
}

const keepAlive = new http.Agent({ keepAlive: true });
/**
 * A GET whose compressed body is read and dropped: the attacker's own work stays small (fetch would
 * decompress each page), so the run measures the shop rather than the machine's other process.
 */
const getDiscarding = (url: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent: keepAlive, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.once('end', resolve);
      })
      .once('error', reject);
  });

/** Child: junk URLs on the page (unknown and tracking parameters) spread over the run, and one order a second. */
async function disturb(shopUrl: string, productJson: string, seconds: number, pageUrl: string) {
  const product = JSON.parse(productJson) as Product;
  const go = new Promise((resolve) => process.once('message', resolve));
  process.send?.({ type: 'ready', port: 0 });
  await go;
  const until = Date.now() + seconds * 1000;
  let junk = 0;
  let orders = 0;
  let failedOrders = 0;
  // Four senders, each a quarter of the URLs spread over the run: one alone cannot keep the pace under load.
  const SENDERS = 4;
  const junkLoop = async (sender: number) => {
    const gap = (seconds * 1000 * SENDERS) / junkUrls;
    for (let n = sender; n < junkUrls && Date.now() < until; n += SENDERS) {
      const started = Date.now();
      const param = n % 2 ? `a=${n}` : `utm_source=bench-${n}&fbclid=${n}`;
      await getDiscarding(`${shopUrl}${pageUrl}?${param}`);
      junk += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, gap - (Date.now() - started))));
    }
  };
  const orderLoop = async () => {
    while (Date.now() < until) {
      const started = Date.now();
      const response = await fetch(`${shopUrl}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${crypto.randomUUID()}` },
        body: JSON.stringify({
          customerName: 'Ngozi Okafor',
          customerEmail: 'ngozi@example.ng',
          customerPhone: '08031234567',
          shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
          items: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }],
          totalAmount: String(product.price),
        }),
      });
      await response.arrayBuffer();
      if (response.status === 201) orders += 1;
      else failedOrders += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
    }
  };
  await Promise.all([...Array.from({ length: SENDERS }, (_, sender) => junkLoop(sender)), orderLoop()]);
  process.send?.({ junk, orders, failedOrders });
  process.exit(0);
}

/** Child: node:http answering the same bytes with the same headers, nothing else. */
async function serveRaw(bodiesFile: string) {
  const answers = JSON.parse(await readFile(bodiesFile, 'utf8')) as Record<string, Answer>;
  const prepared = new Map(
    Object.entries(answers).map(([url, { headers, body }]) => {
      const bytes = Buffer.from(body);
      return [url, { bytes, headers: { ...headers, 'content-length': String(bytes.length) } }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = prepared.get(req.url ?? '');
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ type: 'ready', port: (server.address() as { port: number }).port });
  });
  process.once('SIGTERM', () => process.exit(0));
  process.once('disconnect', () => process.exit(0));
}

const mode = process.argv[2];
if (mode === 'serve-raw') await serveRaw(process.argv[3] ?? '');
else if (mode === 'disturb')
  await disturb(process.argv[3] ?? '', process.argv[4] ?? '', Number(process.argv[5]), process.argv[6] ?? '');
else
  await main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
