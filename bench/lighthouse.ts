/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) on
 * Debian's Chromium against the production build, median of 3 runs per page, printed as a table with
 * each run's performance score. A run Lighthouse reports as failed (`runtimeError`, e.g. NO_NAVSTART when
 * the trace misses the navigation) is run again, up to 3 times, rather than counted as zeros.
 *
 *   CHROME_PATH=/usr/bin/chromium LIGHTHOUSE_RUNS=3 npm run bench:lighthouse
 */
import { chromiumArgs } from '@ata/e2e/chromium';
import { startShop } from '@ata/e2e/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Row {
  /** Each run's performance score (the table's row is the median of each column). */
  runs?: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const ATTEMPTS = 3;

/** One Lighthouse run; a run Lighthouse itself reports as failed is tried again. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError?.code ?? 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${reason}`);
    console.error(`Lighthouse failed on ${url} (${reason}); running it again`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  // The production server (`npm start`: builds what is stale) on a fresh seeded database.
  const shop = await startShop({ admin: { username: 'admin', password: 'lighthouse-bench-password-1' } });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as {
      slug: string;
      variants?: unknown[];
    }[];
    // The product page with the most to show: one sold in several sizes, when the seed has one.
    const product = products.find((item) => (item.variants?.length ?? 0) > 1) ?? products[0];
    const posts = (await (await fetch(`${shop.url}/api/blog`)).json()) as { slug: string }[];
    const pages = ['/', '/shop', `/product/${product?.slug}`, '/blog', `/blog/${posts[0]?.slug}`];
    const table: [string, Row][] = [];
    for (const page of pages) {
      const samples: Row[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await audit(`${shop.url}${page}`, chrome.port);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbt: metric('total-blocking-time'),
        });
      }
      const pick = (key: Exclude<keyof Row, 'runs'>) => median(samples.map((sample) => sample[key]));
      table.push([
        page,
        {
          runs: samples.map((sample) => sample.performance),
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcp: pick('lcp'),
          cls: pick('cls'),
          tbt: pick('tbt'),
        },
      ]);
    }
    console.log(`Lighthouse ${runs}× per page, median (mobile defaults, ${chromePath})\n`);
    console.log('| page | perf (runs) | a11y | best pr. | SEO | LCP | CLS | TBT |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [page, row] of table) {
      const label = page.replace(/\/(product|blog)\/.+/, '/$1/…');
      console.log(
        `| ${label} | ${row.performance} (${row.runs?.join(', ')}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |`,
      );
    }
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
