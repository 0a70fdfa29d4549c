import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations, Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';
import { migrationsList } from '../migrations/index.ts';
import { entities } from './entities/index.ts';
import { type DatabaseTimeouts, withDefaultTimeouts } from './timeouts.ts';

export type Orm = MikroORM;

/** Connects MikroORM to `url`. Nothing touches the schema here: `migrate()` does, with the committed migrations. */
export async function createOrm(
  url: string,
  options: { logger?: Logger; poolMax?: number; timeouts?: Partial<DatabaseTimeouts> } = {},
): Promise<Orm> {
  const timeouts = withDefaultTimeouts(options.timeouts);
  return MikroORM.init({
    clientUrl: url,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: timeouts.idleMs },
    // Passed to pg's Pool and each of its clients.
    driverOptions: {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      keepAlive: true,
    },
    debug: false,
    // Entities come from defineEntity: no reflection and no file discovery needed.
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotOnMigrate: false,
      snapshotName: 'schema.snapshot',
      silent: true,
    },
    logger: (message) => options.logger?.debug({ orm: true }, message),
  });
}

/**
 * Applies every committed migration that has not run yet, on a connection of its own without the
 * statement and query timeouts: a migration may rightly take longer than any request may (an index or a
 * rebuild over a 100,000-product catalogue), and a timeout would leave the shop unable to boot.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('migrate: the ORM has no clientUrl');
  const migrator = await createOrm(url, { poolMax: 1, timeouts: { statementMs: 0, queryMs: 0 } });
  try {
    const applied = await migrator.migrator.up();
    // The job queue's own schema (graphile_worker), at the version of the installed graphile-worker: jobs
    // are enqueued inside the shop's transactions, so its add_job() must exist before any request.
    await runMigrations({ connectionString: url, logger: quietWorkerLogger });
    return applied.map((migration) => migration.name);
  } finally {
    await migrator.close(true);
  }
}

/** graphile-worker's migration notices are not ours to print. */
const quietWorkerLogger = new WorkerLogger(() => () => {});
