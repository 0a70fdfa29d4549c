import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { withBootLock } from './boot-lock.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { createOrm, migrate, type Orm } from './orm.ts';
import { stopStalePostgres } from './stale-postgres.ts';

export interface Database {
  orm: Orm;
  url: string;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'ata_market';

/** DATABASE_URL when set; otherwise an embedded PostgreSQL cluster under DATA_DIR. Runs migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let stopCluster = async () => {};
  let url = config.databaseUrl;
  if (!url) {
    const clusterDir = path.join(config.dataDir, 'postgres');
    await stopStalePostgres(clusterDir, (message) => logger.warn({ clusterDir }, message));
    logger.info({ clusterDir }, 'starting embedded PostgreSQL');
    const cluster = await startEmbeddedPostgres(clusterDir, (message) =>
      logger.debug({ postgres: true }, message),
    );
    await cluster.createDatabase(EMBEDDED_DATABASE);
    url = cluster.url(EMBEDDED_DATABASE);
    stopCluster = () => cluster.stop();
  }
  const orm = await createOrm(url, { logger, timeouts: config.databaseTimeouts });
  const applied = await withBootLock(orm, () => migrate(orm));
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  return {
    orm,
    url,
    async close() {
      await orm.close(true);
      await stopCluster();
    },
  };
}
