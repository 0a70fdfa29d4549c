// PostgreSQL frozen under a shop configured as `npm start` leaves it (no DB_*_TIMEOUT_MS): every request is
// answered within the database timeouts, pages the cache holds are served stale, others answer 503 with
// Retry-After, and the shop recovers alone once the database answers again. HTTP only, on its own shop.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/journey.ts';
import { type RunningShop, startShop } from '../support/server.ts';

// Skipped on the phone project: the server's answers to a fault are the same at every viewport, and each run
// freezes a database of its own, so once is enough.
test.skip(
  () => test.info().project.name === 'mobile',
  'the server side of a fault does not depend on the viewport',
);
test.describe.configure({ mode: 'serial' });

let shop: RunningShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startShop({
    admin: { username: 'admin', password: 'frozen-spec-password-1' },
    env: { LOG_LEVEL: 'error' },
  });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** The embedded cluster's postmaster and the backends it forked (they serve the open connections). */
function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

test('a frozen database: stale pages served, the rest 503 with Retry-After, then recovery without a restart', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const [product] = (await (await request.get(`${shop.url}/api/products`)).json()) as {
    id: string;
    name: string;
    slug: string;
    price: number;
  }[];
  if (!product) throw new Error('the seeded shop has no product');
  const productPage = `${shop.url}/product/${product.slug}`;
  expect((await request.get(productPage)).status()).toBe(200);
  expect((await request.get(`${shop.url}/shop`)).status()).toBe(200);
  // An order marks the product's page stale: kept, and served while it is rendered again.
  const order = {
    customerName: 'Ngozi Okafor',
    customerEmail: 'ngozi@example.ng',
    customerPhone: '08031234567',
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
    items: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }],
    totalAmount: String(product.price),
  };
  const placed = await request.post(`${shop.url}/api/orders`, { data: order });
  expect(placed.status()).toBe(201);

  const frozen = postgresProcesses(shop.dataDir);
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
  try {
    // All asked at once, and all answered while the database stays frozen.
    const [stale, listed, unseen, search, another] = await Promise.all([
      request.get(productPage),
      request.get(`${shop.url}/shop`),
      request.get(`${shop.url}/blog?search=egusi`),
      request.get(`${shop.url}/api/catalog?q=suya&page=2`),
      request.post(`${shop.url}/api/orders`, { data: order }),
    ]);
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toContain(product.name);
    expect(listed.status()).toBe(200);
    for (const unavailable of [unseen, search, another]) {
      expect(unavailable.status(), unavailable.url()).toBe(503);
      expect(unavailable.headers()['retry-after']).toBe('5');
    }
    expect(unseen.headers()['content-type']).toContain('text/html');
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
  }
  await expect
    .poll(async () => (await request.get(`${shop.url}/readyz`)).status(), { timeout: 90_000 })
    .toBe(200);
  const recovered = await request.get(`${shop.url}/blog?search=egusi`);
  expect(recovered.status()).toBe(200);
  expect(await recovered.text()).toContain('Egusi');
});
