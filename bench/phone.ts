/**
 * `npm run bench:phone`: the storefront on the slow phone of issue #27 (Chromium over CDP: 400 kbps down,
 * 200 kbps up, 400 ms latency, CPU 4× slower, 375 × 812 touch), against the production build as `npm start`
 * runs it. Per route: first contentful paint, the heading (or first product) visible, `data-hydrated`, bytes
 * until interactive and for the whole first visit; then a repeat visit under the service worker (paint,
 * interactive, bytes); then a product and the cart opened offline. Median of PHONE_RUNS runs (default 3),
 * printed as a table and written as JSON (PHONE_JSON, default phone-results.json). The baseline's runs
 * alternate with the current shop's, so both see the same machine.
 *
 * PHONE_ROUTES=/shop,product measures only those routes. PHONE_BASE_URL measures a shop already running instead of starting one. The baseline in the same run: the same build with SERVICE_WORKER=off (what repeat visits cost without the
 * worker), or PHONE_BASELINE_URL, a shop already running (e.g. an older commit); PHONE_BASELINE=none skips it.
 *
 *   CHROMIUM_PATH=/usr/bin/chromium PHONE_RUNS=3 npm run bench:phone
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { chromiumArgs, chromiumPath } from '@ata/e2e/chromium';
import { type RunningShop, startShop } from '@ata/e2e/server';
import { slowPhoneContext } from '@ata/e2e/slow-phone';
import { type Browser, chromium } from '@playwright/test';
import { countingProxy } from './phone/proxy.ts';
import { type Visit, visit, workerReady } from './phone/visit.ts';

const runs = Number(process.env.PHONE_RUNS ?? 3);
const jsonPath = process.env.PHONE_JSON ?? 'phone-results.json';

interface Route {
  label: string;
  path: string;
  /** What "the content is visible" means on this route. */
  selector: string;
  offline?: boolean;
}

interface RouteResult {
  route: string;
  first: Visit;
  repeat: Visit | null;
  offline: Visit | null;
}

async function routesOf(base: string): Promise<Route[]> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { slug: string }[];
  const posts = (await (await fetch(`${base}/api/blog`)).json()) as { slug: string }[];
  return [
    { label: '/', path: '/', selector: 'main h1, h1' },
    { label: '/shop', path: '/shop', selector: '.cat-card' },
    { label: 'product', path: `/product/${products[0]?.slug}`, selector: 'h1', offline: true },
    { label: '/cart', path: '/cart', selector: 'h1', offline: true },
    { label: '/blog', path: '/blog', selector: 'h1' },
    { label: 'post', path: `/blog/${posts[0]?.slug}`, selector: 'h1' },
  ];
}

/** The least a page can be: one heading, nothing to fetch. What it costs is the machine's, not the shop's. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Floor</title></head><body><h1>Ata Market</h1></body></html>';

/** A fresh phone's first paint of FLOOR_PAGE, served beside the bench, on the same profile. */
async function measureFloor(browser: Browser): Promise<number | null> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy = await countingProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const context = await browser.newContext({ ...slowPhoneContext, serviceWorkers: 'block' });
  try {
    return (await visit(context, proxy, `${proxy.url}/`, { selector: 'h1', hydrates: false })).fcp;
  } finally {
    await context.close();
    await proxy.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One route in a fresh phone: first visit, repeat visit (the worker up), and offline when asked. */
async function measureRoute(browser: Browser, base: string, route: Route): Promise<RouteResult> {
  const proxy = await countingProxy(base);
  const context = await browser.newContext({ ...slowPhoneContext, serviceWorkers: 'allow' });
  try {
    const url = `${proxy.url}${route.path}`;
    const first = await visit(context, proxy, url, { selector: route.selector });
    const worker = await workerReady(context, proxy.url);
    const repeat = await visit(context, proxy, url, { selector: route.selector });
    const offline =
      route.offline && worker
        ? await visit(context, proxy, url, { selector: route.selector, offline: true })
        : null;
    return { route: route.label, first, repeat, offline };
  } finally {
    await context.close();
    await proxy.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  return known.length === values.length && known.length > 0
    ? (known[Math.floor(known.length / 2)] ?? null)
    : null;
};

/** The median of each figure over the runs (a run where a mark never came makes the figure "—"). */
function summarize(samples: RouteResult[]) {
  const pick = (visits: (Visit | null)[], key: keyof Omit<Visit, 'offlineBanner'>) =>
    median(visits.map((v) => (v ? v[key] : null)));
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  const first = samples.map((s) => s.first);
  const repeat = samples.map((s) => s.repeat);
  const offline = samples.map((s) => s.offline);
  return {
    fcpMs: round(pick(first, 'fcp')),
    contentMs: round(pick(first, 'content')),
    hydratedMs: round(pick(first, 'hydrated')),
    bytesToInteractive: round(pick(first, 'bytesToInteractive')),
    firstVisitBytes: round(pick(first, 'bytes')),
    repeatFcpMs: round(pick(repeat, 'fcp')),
    repeatHydratedMs: round(pick(repeat, 'hydrated')),
    repeatBytes: round(pick(repeat, 'bytes')),
    offline: offline.every((v) => v === null)
      ? null
      : {
          opened: offline.every((v) => v !== null && v.content !== null),
          banner: offline.every((v) => v?.offlineBanner === true),
          fcpMs: round(pick(offline, 'fcp')),
        },
  };
}
type Summary = ReturnType<typeof summarize>;

/**
 * Every shop on every route, run by run: each run visits the route on each shop in turn (the order swapped
 * on every other run), so a machine that gets busier during the benchmark weighs on both sides alike.
 */
async function measureShops(
  browser: Browser,
  shops: { name: string; base: string }[],
): Promise<{ tables: Record<string, Record<string, Summary>>; floorFcpMs: number | null }> {
  const only = process.env.PHONE_ROUTES?.split(',');
  const routes = await Promise.all(
    shops.map(async ({ base }) =>
      (await routesOf(base)).filter((route) => !only || only.includes(route.label)),
    ),
  );
  const tables: Record<string, Record<string, Summary>> = Object.fromEntries(
    shops.map(({ name }) => [name, {}]),
  );
  const floor: (number | null)[] = [];
  for (const [index, route] of (routes[0] ?? []).entries()) {
    const samples: RouteResult[][] = shops.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      const order = shops.map((_, i) => i);
      if (run % 2 === 1) order.reverse();
      for (const i of order) {
        const shopRoute = routes[i]?.[index];
        if (shopRoute) samples[i]?.push(await measureRoute(browser, shops[i]?.base ?? '', shopRoute));
      }
      floor.push(await measureFloor(browser));
    }
    shops.forEach(({ name }, i) => {
      const table = tables[name];
      if (table) table[route.label] = summarize(samples[i] ?? []);
    });
    console.error(`measured ${route.label}`);
  }
  const floorFcp = median(floor);
  return { tables, floorFcpMs: floorFcp === null ? null : Math.round(floorFcp) };
}

const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

function print(title: string, table: Record<string, Summary>) {
  console.log(`\n${title}\n`);
  console.log(
    '| route | FCP | content | interactive | KB to interactive | KB first visit | repeat FCP | repeat interactive | KB repeat | offline |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [route, r] of Object.entries(table)) {
    const offline = r.offline
      ? `${r.offline.opened ? 'opens' : 'FAILS'}${r.offline.banner ? ', banner' : ', no banner'}, FCP ${s(r.offline.fcpMs)}`
      : '';
    console.log(
      `| ${route} | ${s(r.fcpMs)} | ${s(r.contentMs)} | ${s(r.hydratedMs)} | ${kb(r.bytesToInteractive)} | ${kb(r.firstVisitBytes)} | ${s(r.repeatFcpMs)} | ${s(r.repeatHydratedMs)} | ${kb(r.repeatBytes)} | ${offline} |`,
    );
  }
}

async function main() {
  const load = loadavg().map((l) => l.toFixed(2));
  const admin = { username: 'admin', password: 'phone-bench-password-1' };
  const shops: RunningShop[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    let base = process.env.PHONE_BASE_URL?.replace(/\/$/, '');
    if (!base) {
      const shop = await startShop({ admin });
      shops.push(shop);
      base = shop.url;
    }
    const measured = [{ name: 'current', base }];
    const baselineUrl = process.env.PHONE_BASELINE_URL?.replace(/\/$/, '');
    if (baselineUrl) measured.push({ name: 'baseline', base: baselineUrl });
    else if (process.env.PHONE_BASELINE !== 'none') {
      const off = await startShop({ admin, env: { SERVICE_WORKER: 'off' } });
      shops.push(off);
      measured.push({ name: 'baseline (SERVICE_WORKER=off)', base: off.url });
    }
    const { tables: results, floorFcpMs } = await measureShops(browser, measured);
    const loadAfter = loadavg().map((l) => l.toFixed(2));
    console.log(
      `Slow phone (400/200 kbps, 400 ms, CPU 4×, 375×812), median of ${runs}; load average ${load.join(' ')} → ${loadAfter.join(' ')}`,
    );
    console.log(
      `Floor: a page of one heading, served beside the bench, first paints at ${s(floorFcpMs)} on this profile and machine (median of ${runs} per route).`,
    );
    for (const [name, table] of Object.entries(results)) print(name, table);
    writeFileSync(
      jsonPath,
      `${JSON.stringify({ runs, loadAverage: { before: load, after: loadAfter }, floorFcpMs, results }, null, 2)}\n`,
    );
    console.log(`\nJSON: ${jsonPath}`);
  } finally {
    await browser.close();
    for (const shop of shops) await shop.stop();
  }
}

await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
