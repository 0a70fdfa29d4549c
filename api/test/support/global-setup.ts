import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../src/auth/password.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { UserEntity } from '../../src/db/entities/index.ts';
import { createOrm, migrate } from '../../src/db/orm.ts';
import { seed } from '../../src/seed/index.ts';
import { ADMIN, SHOPPER, TEMPLATE_DATABASE } from './credentials.ts';
import { adminSql, createDatabase, dropDatabase, withDatabase } from './databases.ts';

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set, else an embedded cluster in a temp dir.
 * A template database gets the migrations and the seed once; each test file copies it.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-api-test-'));
    await fs.chmod(dir, 0o777);
    const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'));
    adminUrl = cluster.url('postgres');
    await throwAwayDurability(adminUrl);
    stop = async () => {
      await cluster.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }

  try {
    await prepareTemplate(adminUrl);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    if (process.env.DATABASE_URL) await dropDatabase(adminUrl, TEMPLATE_DATABASE);
    await stop();
  };
}

/**
 * The test cluster lives in a temp dir for one run: it needs no crash safety, and without the fsyncs every
 * commit and every copy of the template database (one per test file, and one per mutant under
 * `npm run mutate`) is much cheaper on a busy disk.
 */
async function throwAwayDurability(adminUrl: string): Promise<void> {
  for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'])
    await adminSql(adminUrl, `alter system set ${setting}`);
  await adminSql(adminUrl, 'select pg_reload_conf()');
}

/** Migrations (the committed ones, as at boot), the seed shop, the test admin and a non-admin user. */
async function prepareTemplate(adminUrl: string): Promise<void> {
  await dropDatabase(adminUrl, TEMPLATE_DATABASE);
  await createDatabase(adminUrl, TEMPLATE_DATABASE);
  const orm = await createOrm(withDatabase(adminUrl, TEMPLATE_DATABASE));
  try {
    await migrate(orm);
    await seed(orm, pino({ level: 'silent' }), {
      adminUsername: ADMIN.username,
      adminPassword: ADMIN.password,
    });
    const em = orm.em.fork();
    em.create(UserEntity, {
      username: SHOPPER.username,
      email: 'shopper@example.ng',
      password: await hashPassword(SHOPPER.password),
      isAdmin: false,
    });
    await em.flush();
  } finally {
    await orm.close(true);
  }
}
