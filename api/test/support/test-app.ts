import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { inject } from 'vitest';
import { type AppConfig, createApp, type ShopApp } from '../../src/app.ts';
import { AuthService } from '../../src/auth/service.ts';
import { loadConfig } from '../../src/config.ts';
import { createOrm, type Orm } from '../../src/db/orm.ts';
import { answerClientErrorsInJson } from '../../src/http/client-errors.ts';
import type { ResponseCache } from '../../src/http/response-cache.ts';
import type { ImageUploads } from '../../src/images/upload-routes.ts';
import type { MessagingInfo } from '../../src/messages/boot.ts';
import type { Payments } from '../../src/payments/payments.ts';
import { ADMIN, SHOPPER, TEMPLATE_DATABASE } from './credentials.ts';
import { createDatabase, dropDatabase, withDatabase } from './databases.ts';

export interface TestApp {
  url: string;
  orm: Orm;
  /** The Koa app behind the listener (its context holds the cache and the server render's data port). */
  koa: ShopApp['koa'];
  /** fetch against the app; JSON bodies are serialised and typed with a JSON content type. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Authorization header values. */
  basic: { admin: string; shopper: string };
  close(): Promise<void>;
}

const basicHeader = (user: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;

export interface TestAppOptions {
  /** More environment for loadConfig (PUBLIC_URL, ALLOWED_HOSTS, NODE_ENV…). */
  env?: NodeJS.ProcessEnv;
  /**
   * Configured exactly as `npm start` with an empty environment: `loadConfig({})` and nothing else (its
   * order rate limit, its database timeouts, http://localhost:3000 as the public address); `config` still
   * overrides what a test says it must.
   */
  asStarted?: boolean;
  payments?: Payments;
  /** The webhook secret, verify token and Outbox switch (default: as with the stand-ins, a random secret). */
  messaging?: MessagingInfo;
  images?: ImageUploads;
  frontend?: Koa.Middleware;
  cache?: ResponseCache;
  /** The clock logins, sessions, the Basic credentials cache and the order routes read (default: Date.now). */
  clock?: () => number;
}

/**
 * A fresh copy of the seeded template database and the app listening on a free port, configured by
 * `loadConfig` as `npm start` would be with PORT and HOST set to where it listens, plus `env`, then `config`;
 * tests lift the order rate limit. `asStarted`: see TestAppOptions.
 */
export async function startTestApp(
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const database = `ata_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabase(adminUrl, database, TEMPLATE_DATABASE);
  const server = http.createServer();
  answerClientErrorsInJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const started = options.asStarted ? loadConfig({}) : undefined;
  const loaded = started ?? loadConfig({ PORT: String(port), HOST: '127.0.0.1', ...options.env });
  const orm = await createOrm(withDatabase(adminUrl, database), {
    poolMax: 20,
    ...(started ? { timeouts: started.databaseTimeouts } : {}),
  });
  const app = createApp({
    orm,
    config: { ...(started ?? { ...loaded, orderRateLimit: 1000 }), ...config },
    auth: options.clock ? new AuthService(orm, options.clock) : undefined,
    payments: options.payments,
    messaging: options.messaging,
    images: options.images,
    frontend: options.frontend,
    cache: options.cache,
    clock: options.clock,
  });
  server.on('request', app.handler);

  return {
    url,
    orm,
    koa: app.koa,
    basic: { admin: basicHeader(ADMIN), shopper: basicHeader(SHOPPER) },
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return fetch(url + path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await orm.close(true);
      await dropDatabase(adminUrl, database);
    },
  };
}
