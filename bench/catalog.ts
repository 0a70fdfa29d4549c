/**
 * `npm run bench:catalog`: GET /api/catalog at 100,000 products. A scratch database (`@ata/api/testing`: an
 * embedded cluster in a temp dir, or DATABASE_URL's) gets the migrations, the seed and `seed:bulk`'s
 * generated products; then one process sends ≥ 1,000 mixed queries one after another over loopback, with the
 * JSON cache off: searches from real terms and typos, category and price filters, each sort, page 1 and
 * page 400. Prints p50/p95/p99 per kind, and `GET /readyz` (one `select 1`) as the same-run baseline.
 *
 *   BENCH_PRODUCTS=100000 BENCH_QUERIES=1200 npm run bench:catalog
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Math.max(1_000, Number(process.env.BENCH_QUERIES ?? 1_200));

type Kind = 'search' | 'search with a typo' | 'filtered list' | 'page 1 (each sort)' | 'page 400 (each sort)';
const targets: Record<Kind | 'baseline', string> = {
  search: 'p95 ≤ 50 ms',
  'search with a typo': 'p95 ≤ 50 ms',
  'filtered list': 'p95 ≤ 20 ms',
  'page 1 (each sort)': 'p95 ≤ 20 ms',
  'page 400 (each sort)': 'p95 ≤ 20 ms',
  baseline: '',
};

const terms = [
  'suya',
  'egusi',
  'ogbono',
  'ofada rice',
  'crayfish',
  'iru',
  'uziza',
  'stockfish',
  'garri',
  'jollof',
  'pepper soup',
  'palm oil',
  'kilishi',
  'chin chin',
  'plantain',
  'zobo',
  'tiger nuts',
  'semovita',
  'ayamase',
  'banga',
  'ehuru',
  'dawadawa',
  'ponmo',
  'yam flour',
  'honey beans',
  'kuli kuli',
  'ijebu garri',
  'rice 5kg',
  'cameroon pepper',
  'smoked catfish',
  'su',
  'og',
  'ofa',
  'cray',
  'stockf',
];
const typos = [
  'egussi',
  'ogbonno',
  'crayfsh',
  'stokfish',
  'jolof',
  'suyaa',
  'ofadda',
  'semovitta',
  'kilishy',
  'plaintain',
  'ayamasse',
  'uzizza',
  'garii',
  'zoboo',
  'okporokko',
];
const categories = ['spices', 'protein', 'grains-rice', 'snacks', 'sauces-pastes', 'recipe-bundles'];
const sorts = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'];

/** One round of every query shape, with its kind. */
function round(): [Kind, string][] {
  const queries: [Kind, string][] = [];
  for (const term of terms) queries.push(['search', `q=${encodeURIComponent(term)}`]);
  for (const term of typos) queries.push(['search with a typo', `q=${encodeURIComponent(term)}`]);
  for (const category of categories) {
    queries.push(['filtered list', `category=${category}`]);
    queries.push(['filtered list', `category=${category}&sort=price-asc&minPrice=1000&maxPrice=5000`]);
    queries.push(['filtered list', `category=${category}&inStock=true&sort=newest`]);
  }
  queries.push(['filtered list', 'minPrice=2000&maxPrice=3000'], ['filtered list', 'featured=true']);
  queries.push(
    ['filtered list', 'inStock=false&sort=price-desc'],
    ['filtered list', 'maxPrice=1000&inStock=true'],
  );
  queries.push(['search', 'q=rice&category=grains-rice&sort=price-asc'], ['search', 'q=pepper&inStock=true']);
  for (const sort of sorts) {
    queries.push(['page 1 (each sort)', `sort=${sort}`]);
    queries.push(['page 400 (each sort)', `sort=${sort}&page=400`]);
  }
  return queries;
}

/** Deterministic shuffle (the same mix every run). */
function shuffle<T>(items: T[]): T[] {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function main() {
  const { startApiServer } = await import('@ata/api/testing');
  const started = performance.now();
  const api = await startApiServer({}, { bulkProducts: PRODUCTS, cacheOff: true });
  console.log(
    `migrated, seeded and added ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const get = (pathname: string) =>
      new Promise<Buffer>((resolve, reject) => {
        http
          .get(`${api.url}${pathname}`, { agent }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              response.statusCode === 200
                ? resolve(Buffer.concat(chunks))
                : reject(new Error(`${pathname}: ${response.statusCode} ${Buffer.concat(chunks)}`)),
            );
          })
          .on('error', reject);
      });

    const mix: [Kind | 'baseline', string][] = [];
    while (mix.length < QUERIES) mix.push(...round(), ['baseline', '']);
    shuffle(mix);
    for (const [kind, query] of mix.slice(0, 60))
      await get(kind === 'baseline' ? '/readyz' : `/api/catalog?${query}`);

    const times = new Map<string, number[]>();
    const measured = performance.now();
    for (const [kind, query] of mix) {
      const t = performance.now();
      await get(kind === 'baseline' ? '/readyz' : `/api/catalog?${query}`);
      times.set(kind, [...(times.get(kind) ?? []), performance.now() - t]);
    }
    const wall = (performance.now() - measured) / 1000;

    console.log(`\n${mix.length} requests in ${wall.toFixed(1)} s, one at a time, cache off`);
    console.log(
      `${'kind'.padEnd(22)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  target`,
    );
    for (const kind of Object.keys(targets) as (Kind | 'baseline')[]) {
      const sorted = (times.get(kind) ?? []).sort((a, b) => a - b);
      const label = kind === 'baseline' ? 'baseline: GET /readyz' : kind;
      console.log(
        `${label.padEnd(22)} ${String(sorted.length).padStart(5)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))}  ${targets[kind]}`,
      );
    }
    const page = await get('/api/catalog');
    const deep = await get('/api/catalog?page=400');
    console.log(
      `\nJSON of one page (24 products + facets): ${page.length.toLocaleString('en')} bytes, ${gzipSync(page).length.toLocaleString('en')} gzipped (page 400: ${deep.length.toLocaleString('en')} bytes); target ≤ 30,720 bytes`,
    );
  } finally {
    agent.destroy();
    await api.stop();
  }
}

await main();
