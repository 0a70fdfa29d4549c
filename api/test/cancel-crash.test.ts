import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, TEMPLATE_DATABASE } from './support/credentials.ts';
import { createDatabase, dropDatabase, withDatabase } from './support/databases.ts';
import { adminHeaders as admin, createProductOverHttp } from './support/http-products.ts';
import { allowOneShopperAllStockOver } from './support/order-limits.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

// A real server process killed (-9) while the owner's cancels are in flight: whatever committed, committed
// whole (the order cancelled and its stock back), and retrying every cancel puts nothing back twice.

const json = { 'Content-Type': 'application/json' };
const started: ServerProcess[] = [];
let env: Record<string, string>;
let adminUrl: string;
let database: string;

beforeAll(async () => {
  adminUrl = inject('pgAdminUrl');
  database = `ata_cancel_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await createDatabase(adminUrl, database, TEMPLATE_DATABASE);
  env = { DATABASE_URL: withDatabase(adminUrl, database), ADMIN_PASSWORD: ADMIN.password };
}, 120_000);
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  await dropDatabase(adminUrl, database);
});

const start = async () => {
  const server = await startServerProcess(env, 120_000);
  started.push(server);
  return server;
};
const cancel = (base: string, id: string) =>
  fetch(`${base}/api/orders/${id}/cancel`, {
    method: 'POST',
    headers: { ...json, ...admin },
    body: JSON.stringify({ reason: 'Duplicate order' }),
  }).then(
    (response) => response.status,
    () => 0,
  );
const stockOf = async (base: string, id: string) =>
  ((await (await fetch(`${base}/api/products/${id}`)).json()) as { stock: number }).stock;
const statusesOf = async (base: string, ids: string[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        ((await (await fetch(`${base}/api/orders/${id}`, { headers: admin })).json()) as { status: string })
          .status,
    ),
  );

describe('cancelling orders when the server is killed', () => {
  it('kill -9 during a burst of double cancels: after a restart the stock matches the cancelled orders exactly', async () => {
    const first = await start();
    await allowOneShopperAllStockOver(first.url);
    const product = await createProductOverHttp(first.url, {
      stock: 40,
      prefix: 'cancel-crash',
      label: 'Crash pepper',
      description: 'A product made by the cancel crash test.',
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const placed = await fetch(`${first.url}/api/orders`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          customerName: 'Ngozi Okafor',
          customerEmail: 'ngozi@example.ng',
          customerPhone: '08031234567',
          shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
          items: [{ productId: product.id, name: product.name, price: 1000, quantity: 2 }],
          totalAmount: '2000',
        }),
      });
      expect(placed.status).toBe(201);
      ids.push(((await placed.json()) as { id: string }).id);
    }
    expect(await stockOf(first.url, product.id)).toBe(0);

    // Two tabs cancel every order at once; the process dies as the first answer arrives.
    const burst = ids.flatMap((id) => [cancel(first.url, id), cancel(first.url, id)]);
    await Promise.race(burst);
    first.child.kill('SIGKILL');
    await Promise.all(burst);
    await first.exited;

    const second = await start();
    const cancelled = (await statusesOf(second.url, ids)).filter((status) => status === 'cancelled');
    expect(await stockOf(second.url, product.id)).toBe(2 * cancelled.length);

    // The owner tries again: every cancel answers 200 and only the ones that had not committed restock.
    const retries = await Promise.all(ids.flatMap((id) => [cancel(second.url, id), cancel(second.url, id)]));
    expect(retries.filter((status) => status !== 200)).toEqual([]);
    expect(await statusesOf(second.url, ids)).toEqual(ids.map(() => 'cancelled'));
    expect(await stockOf(second.url, product.id)).toBe(40);
  }, 300_000);
});
