/**
 * Writes a new migration for the difference between the entities and the last snapshot:
 * `npm run migration:create -w @ata/api [-- name]`. Then add it to src/migrations/index.ts.
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { entities } from './entities/index.ts';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const name = process.argv[2];
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-migration-'));
await fs.chmod(tmp, 0o777);
const cluster = await startEmbeddedPostgres(path.join(tmp, 'pg'));
try {
  await cluster.createDatabase('scratch');
  const orm = await MikroORM.init({
    clientUrl: cluster.url('scratch'),
    entities,
    extensions: [Migrator],
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      migrationsList,
      emit: 'ts',
      snapshot: true,
      snapshotName: 'schema.snapshot',
    },
  });
  await orm.migrator.up();
  const result = await orm.migrator.create(migrationsDir, false, false, name);
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
  await orm.close(true);
} finally {
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
