import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, TEMPLATE_DATABASE } from './support/credentials.ts';
import { createDatabase, dropDatabase, withDatabase } from './support/databases.ts';
import { adminHeaders as admin, createProductOverHttp } from './support/http-products.ts';
import { allowOneShopperAllStockOver } from './support/order-limits.ts';
import { type ServerProcess, startServerProcess, waitUntil } from './support/server-process.ts';

// Real server processes on real PostgreSQL: what an operator would do to them, and what clients then see.
// No wall-clock bounds: on a loaded machine every answer comes late. What bounds an answer is shown by
// order (the probe's 800 ms answers before a request's 2 s query timeout), by exit codes (a drain that
// beat its deadline exits 0, the deadline exits 1), and by answers arriving while a fault still holds
// (without a timeout they would wait for the fault to end, which here comes only after the answer).
// The waits for a restart are long for the same reason: they catch a hang, not a slow machine.
const PATIENCE_MS = 90_000;

const started: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const process = await startServerProcess({ ADMIN_PASSWORD: ADMIN.password, ...env }, PATIENCE_MS);
  started.push(process);
  return process;
}

const makeProduct = (base: string, stock: number) =>
  createProductOverHttp(base, {
    stock,
    prefix: 'fault',
    label: 'Fault pepper',
    description: 'A product made by the fault suite.',
  });

const order = (base: string, product: { id: string; name: string }, key: string) =>
  fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      customerName: 'Ngozi Okafor',
      customerEmail: 'ngozi@example.ng',
      customerPhone: '08031234567',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      items: [{ productId: product.id, name: product.name, price: 1000, quantity: 1 }],
      totalAmount: '1000',
    }),
  });

/**
 * A buyer who retries with their key as told: a 503 (here the tight statement timeout, when the machine is
 * slow and 60 buyers queue on one product's row) rolled back and says to come again.
 */
async function orderAsAClientWould(base: string, product: { id: string; name: string }, key: string) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await order(base, product, key);
    if (response.status !== 503 || attempt === 20) return response.status;
    expect(response.headers.get('retry-after')).toBe('5');
  }
}

type Order = { id: string; items: { productId: string; quantity: number }[]; totalAmount: number };
async function ordersOf(base: string, productId: string): Promise<Order[]> {
  const all: Order[] = await (await fetch(`${base}/api/orders?range=[0,999]`, { headers: admin })).json();
  return all.filter((o) => o.items.some((item) => item.productId === productId));
}
const stockOf = async (base: string, id: string) =>
  ((await (await fetch(`${base}/api/products/${id}`)).json()) as { stock: number }).stock;

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
/** What started a process and as whom, to start it again the same way. */
function processOf(pid: number): { argv: string[]; uid: number; gid: number } {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const id = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { argv, uid: id('Uid'), gid: id('Gid') };
}
/** Settles with `work`, tagged with the moment it settled (a counter), to compare the order of answers. */
let moments = 0;
const settledAt = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const result = await work;
  moments += 1;
  return [result, moments];
};

describe('embedded PostgreSQL under faults', () => {
  it('kill -9 mid-burst, frozen and stopped database: restarts alone, nothing partial, retries replay', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-faults-'));
    await fs.chmod(dataDir, 0o777);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: '3000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
      DB_QUERY_TIMEOUT_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '3000',
    };
    const first = await server(env);
    const product = await makeProduct(first.url, 30);
    // Every buyer is 127.0.0.1 with one phone: the owner lifts the stock-hoarding limit for this burst.
    await allowOneShopperAllStockOver(first.url);

    // 60 buyers (one key each) on stock 30; the process is killed as the first answers arrive.
    const keys = Array.from({ length: 60 }, (_, i) => `burst-${i}-${crypto.randomUUID()}`);
    const burst = keys.map((key) =>
      order(first.url, product, key).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await Promise.race(burst);
    first.child.kill('SIGKILL');
    const before = await Promise.all(burst);
    await first.exited;
    const orphan = postmasterPid(dataDir);
    expect(isAlive(orphan)).toBe(true); // kill -9 skips every exit hook: postgres is left running

    const second = await server(env);
    expect(isAlive(orphan)).toBe(false);
    const placed = await ordersOf(second.url, product.id);
    expect(placed.length).toBeGreaterThanOrEqual(before.filter((s) => s === 201).length);
    for (const o of placed)
      expect(o).toMatchObject({ totalAmount: 1000, items: [{ productId: product.id, quantity: 1 }] });
    expect(await stockOf(second.url, product.id)).toBe(30 - placed.length);

    // Every buyer retries with their key: the orders placed before the crash are replayed, not repeated.
    const retries = await Promise.all(keys.map((key) => orderAsAClientWould(second.url, product, key)));
    expect(retries.filter((s) => ![200, 201, 409].includes(s))).toEqual([]);
    expect(retries.filter((s) => s === 200)).toHaveLength(placed.length);
    expect(retries.filter((s) => s === 201)).toHaveLength(30 - placed.length);
    expect(retries.filter((s) => s === 409)).toHaveLength(30);
    expect(await stockOf(second.url, product.id)).toBe(0);

    // Frozen database: requests and /readyz fail (the probe first) instead of hanging; then it recovers alone.
    const pgPid = postmasterPid(dataDir);
    // The postmaster and every backend it forked (open connections are served by the backends).
    const frozen = [pgPid, ...childrenOf(pgPid)];
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // Both asked at once, while the database stays frozen: the probe answers first, the request too.
      const [[answer, answeredAt], [ready, readyAt]] = await Promise.all([
        settledAt(fetch(`${second.url}/api/orders`, { headers: admin })),
        settledAt(fetch(`${second.url}/readyz`)),
      ]);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      expect(readyAt).toBeLessThan(answeredAt);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await waitUntil(async () => (await fetch(`${second.url}/readyz`)).status === 200, PATIENCE_MS);
    expect((await fetch(`${second.url}/api/orders`, { headers: admin })).status).toBe(200);

    // Stopped database: 503 with Retry-After, never 500.
    const postgres = processOf(pgPid);
    process.kill(pgPid, 'SIGINT');
    await waitUntil(() => !isAlive(pgPid), PATIENCE_MS);
    const down = await fetch(`${second.url}/api/orders`, { headers: admin });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toEqual({
      message: 'The shop is briefly unavailable, please try again shortly',
    });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(503);

    // PostgreSQL started again (as an operator or a supervisor would): the same server process recovers alone.
    const restarted = spawn(postgres.argv[0]!, postgres.argv.slice(1), {
      uid: postgres.uid,
      gid: postgres.gid,
      stdio: 'ignore',
    });
    const restartedExit = new Promise((resolve) => restarted.once('exit', resolve));
    cleanups.push(async () => {
      if (restarted.exitCode === null && restarted.signalCode === null) restarted.kill('SIGINT');
      await restartedExit;
    });
    await waitUntil(async () => (await fetch(`${second.url}/readyz`)).status === 200, PATIENCE_MS);
    const recovered = await fetch(`${second.url}/api/orders`, { headers: admin });
    expect(recovered.status).toBe(200);
    expect(await stockOf(second.url, product.id)).toBe(0);
    expect(second.child.exitCode).toBeNull(); // no restart of the app: the same process answered throughout
    restarted.kill('SIGINT');
    await restartedExit;
    expect((await fetch(`${second.url}/api/orders`, { headers: admin })).status).toBe(503);

    // Drained before its deadline: the deadline would exit 1.
    second.child.kill('SIGTERM');
    // On failure, the server's last words say why it did not exit 0.
    expect(await second.exited, second.output().slice(-3000)).toBe(0);
    expect(second.output()).not.toContain('shutdown deadline passed');
  }, 600_000);
});

describe('a frozen database, as `npm start` configures the app', () => {
  it('answers every request within the default timeouts: stale answers or 503 + Retry-After, then recovers alone', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-frozen-'));
    await fs.chmod(dataDir, 0o777);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    // Empty values are unset for loadConfig: whatever this machine's environment holds, the defaults apply.
    const app = await server({
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: '',
      DB_STATEMENT_TIMEOUT_MS: '',
      DB_QUERY_TIMEOUT_MS: '',
    });
    const product = await makeProduct(app.url, 10);
    const { slug } = (await (await fetch(`${app.url}/api/products/${product.id}`)).json()) as {
      slug: string;
    };
    const cachedUrl = `${app.url}/api/products/${slug}`;
    const cached = await (await fetch(cachedUrl)).text();
    // Past the cache's freshness (10 s by default), the answer is kept to be served stale.
    await new Promise((resolve) => setTimeout(resolve, 10_500));

    const pgPid = postmasterPid(dataDir);
    const frozen = [pgPid, ...childrenOf(pgPid)];
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // All asked at once, and all answered while the database stays frozen.
      const [stale, search, placed, ready] = await Promise.all([
        fetch(cachedUrl),
        fetch(`${app.url}/api/catalog?q=suya&page=5`),
        order(app.url, product, `frozen-${crypto.randomUUID()}`),
        fetch(`${app.url}/readyz`),
      ]);
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(cached);
      for (const unavailable of [search, placed, ready]) {
        expect(unavailable.status).toBe(503);
        expect(unavailable.headers.get('retry-after')).toBe('5');
      }
      expect(await placed.json()).toEqual({
        message: 'The shop is briefly unavailable, please try again shortly',
      });
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await waitUntil(async () => (await fetch(`${app.url}/readyz`)).status === 200, PATIENCE_MS);
    expect((await fetch(`${app.url}/api/catalog?q=suya&page=5`)).status).toBe(200);
    expect((await order(app.url, product, `thawed-${crypto.randomUUID()}`)).status).toBe(201);
    expect(await stockOf(app.url, product.id)).toBe(9);
    expect(app.child.exitCode).toBeNull();
  }, 300_000);
});

describe('shutdown on a shared database', () => {
  it('SIGTERM during a slow query and under load exits by its deadline; orders complete or roll back', async () => {
    const adminUrl = inject('pgAdminUrl');
    const database = `ata_faults_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
    await createDatabase(adminUrl, database, TEMPLATE_DATABASE);
    cleanups.push(() => dropDatabase(adminUrl, database));
    const url = withDatabase(adminUrl, database);
    const app = await server({ DATABASE_URL: url, SHUTDOWN_TIMEOUT_MS: '2000' });
    const product = await makeProduct(app.url, 40);
    const blocked = await makeProduct(app.url, 5);

    // A slow query: another session holds the product's row, so this order waits on it in PostgreSQL.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('begin');
    await holder.query('select * from product where id = $1 for update', [blocked.id]);
    const stuck = order(app.url, blocked, `stuck-${crypto.randomUUID()}`).then(
      (r) => r.status,
      () => 0,
    );
    await waitUntil(async () => {
      const { rows } = await holder.query(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = $1`,
        [database],
      );
      return rows[0].n > 0;
    }, PATIENCE_MS);

    const load = Array.from({ length: 20 }, (_, i) =>
      order(app.url, product, `load-${i}-${crypto.randomUUID()}`).then(
        (r) => r.status,
        () => 0,
      ),
    );
    // The slow query waits until the lock is released below, after the exit: only the deadline ends it.
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('shutdown deadline passed');
    expect(await stuck).not.toBe(201);
    await holder.query('rollback');

    const statuses = await Promise.all(load);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const stock = async (id: string) =>
        (await check.query('select stock from product where id = $1', [id])).rows[0].stock;
      const count = async (id: string) =>
        (
          await check.query(`select count(*)::int as n from shop_order where items @> $1::jsonb`, [
            JSON.stringify([{ productId: id }]),
          ])
        ).rows[0].n;
      expect(await count(blocked.id)).toBe(0);
      expect(await stock(blocked.id)).toBe(5);
      const placed = await count(product.id);
      expect(placed).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
      expect(await stock(product.id)).toBe(40 - placed);
    } finally {
      await check.end();
    }
  }, 300_000);
});
