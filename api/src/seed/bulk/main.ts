/**
 * `npm run seed:bulk -- 100000`: adds that many generated products to the configured database (DATABASE_URL,
 * else the embedded one under DATA_DIR), after the usual migrations and seed. For trying the shop at scale.
 */
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { seed } from '../index.ts';
import { insertBulkProducts } from './insert.ts';

const MAX = 2_000_000;
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > MAX) {
  console.error(`Usage: npm run seed:bulk -- <number of products, 1 to ${MAX}>`);
  process.exit(2);
}

const config = loadConfig();
const logger = pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' });
const database = await openDatabase(config, logger);
try {
  await seed(database.orm, logger, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
  });
  const started = performance.now();
  await insertBulkProducts(database.orm, count);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Added ${count.toLocaleString('en')} products in ${seconds.toFixed(1)} s.`);
} finally {
  await database.close();
}
