import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { migrationsList } from '../migrations/index.ts';
import { entities } from './entities/index.ts';

export type Orm = MikroORM;

/** Connects MikroORM to `url`. Nothing touches the schema here: `migrate()` does, with the committed migrations. */
export async function createOrm(
  url: string,
  options: { logger?: Logger; poolMax?: number } = {},
): Promise<Orm> {
  return MikroORM.init({
    clientUrl: url,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
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

/** Applies every committed migration that has not run yet. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
