/**
 * `npm run bench:phone`: the storefront on the slow phone of issue #27 (Chromium over CDP: 400 kbps down,
 * 200 kbps up, 400 ms latency, CPU 4× slower, 375 × 812 touch), against the production build as `npm start`
 * runs it. Per route: first contentful paint, the heading (or first product) visible, `data-hydrated`, bytes
 * until interactive and for the whole first visit; then a repeat visit under the service worker (paint,
 * interactive, bytes); then a product and the cart opened offline. Median of PHONE_RUNS runs (default 3),
 * printed as a table and written as JSON (PHONE_JSON, default phone-results.json).
 *
 * PHONE_ROUTES=/shop,product measures only those routes. PHONE_BASE_URL measures a shop already running instead of starting one. The baseline in the same run: the same build with SERVICE_WORKER=off (what repeat visits cost without the
 * worker), or PHONE_BASELINE_URL, a shop already running (e.g. an older commit); PHONE_BASELINE=none skips it.
 *
 *   CHROMIUM_PATH=/usr/bin/chromium PHONE_RUNS=3 npm run bench:phone
 */
import { writeFileSync } from 'node:fs';
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

async function measureShop(browser: Browser, base: string): Promise<Record<string, Summary>> {
  const only = process.env.PHONE_ROUTES?.split(',');
  const routes = (await routesOf(base)).filter((route) => !only || only.includes(route.label));
  const table: Record<string, Summary> = {};
  for (const route of routes) {
    const samples: RouteResult[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measureRoute(browser, base, route));
    table[route.label] = summarize(samples);
    console.error(`measured ${route.label} (${base})`);
  }
  return table;
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
    const results: Record<string, Record<string, Summary>> = {};
    results.current = await measureShop(browser, base);
    const baselineUrl = process.env.PHONE_BASELINE_URL?.replace(/\/$/, '');
    if (baselineUrl) results.baseline = await measureShop(browser, baselineUrl);
    else if (process.env.PHONE_BASELINE !== 'none') {
      const off = await startShop({ admin, env: { SERVICE_WORKER: 'off' } });
      shops.push(off);
      results['baseline (SERVICE_WORKER=off)'] = await measureShop(browser, off.url);
    }
    const loadAfter = loadavg().map((l) => l.toFixed(2));
    console.log(
      `Slow phone (400/200 kbps, 400 ms, CPU 4×, 375×812), median of ${runs}; load average ${load.join(' ')} → ${loadAfter.join(' ')}`,
    );
    for (const [name, table] of Object.entries(results)) print(name, table);
    writeFileSync(
      jsonPath,
      `${JSON.stringify({ runs, loadAverage: { before: load, after: loadAfter }, results }, null, 2)}\n`,
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
