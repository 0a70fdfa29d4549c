// `npm run start:cluster -- N` (or `WEB_CONCURRENCY=N npm start`): N server processes sharing one port
// (node:cluster hands connections out) and one PostgreSQL, as N replicas behind a proxy would.
import cluster from 'node:cluster';
import os from 'node:os';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { withBootLock } from '../db/boot-lock.ts';
import { openDatabase } from '../db/database.ts';
import { localWebhookUrl, paymentMode, startLocalFakePaystack } from '../payments/boot.ts';
import { WEBHOOK_PATH } from '../payments/routes.ts';
import { seed } from '../seed/index.ts';

if (cluster.isPrimary) await runPrimary();
else await import('./main.ts');

async function runPrimary(): Promise<void> {
  const count = Number(process.argv[2] || process.env.WEB_CONCURRENCY || os.availableParallelism());
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`Process count must be a positive integer, got "${process.argv[2]}"`);
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'ata-cluster' } });
  // Migrations and the seed run once, here, before any worker starts; an embedded PostgreSQL is started
  // here too and shared by every worker through DATABASE_URL.
  const database = await openDatabase(config, logger);
  await withBootLock(database.orm, () =>
    seed(database.orm, logger, {
      adminUsername: config.adminUsername,
      adminPassword: config.adminPassword,
    }),
  );
  await database.orm.close(true);
  const env: Record<string, string> = { DATABASE_URL: database.url };
  // Without keys, one fake Paystack for all workers (each its own would know only its own payments, and
  // sign webhooks another worker refuses): the workers use it as they would Paystack, with its secret.
  const local = paymentMode(config) === 'fake' ? await startLocalFakePaystack(config, logger) : undefined;
  if (local) {
    local.fake.webhookUrl = localWebhookUrl(config.host, config.port, WEBHOOK_PATH);
    env.PAYSTACK_SECRET_KEY = local.secretKey;
    env.PAYSTACK_BASE_URL = local.fake.url;
  }

  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died, starting another');
    cluster.fork(env);
  });
  for (let i = 0; i < count; i += 1) cluster.fork(env);
  logger.info({ workers: count, port: config.port }, 'cluster started');

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    // Each worker drains with its own deadline (SHUTDOWN_TIMEOUT_MS).
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill(signal);
          }),
      ),
    );
    await local?.fake.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
