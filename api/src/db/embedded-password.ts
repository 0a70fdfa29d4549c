import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';

/** What every embedded cluster's superuser had before each cluster got its own password. */
export const LEGACY_PASSWORD = 'ata-embedded';

/**
 * Where a cluster's superuser password is kept: beside the cluster directory, inside DATA_DIR (initdb wants
 * an empty directory, and the password must exist before it runs), readable by this user only.
 */
export const passwordFileOf = (clusterDir: string) => `${clusterDir}.password`;
const pendingFileOf = (clusterDir: string) => `${passwordFileOf(clusterDir)}.pending`;

const newPassword = () => randomBytes(24).toString('hex');

export async function readPassword(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written aside with mode 0600, then renamed: never a half-written or world-readable password file. */
async function writePassword(file: string, password: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${password}\n`, { mode: 0o600 });
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, file);
}

/** A fresh password for a cluster about to be initialised, kept before initdb runs. */
export async function passwordForNewCluster(clusterDir: string): Promise<string> {
  const password = newPassword();
  await writePassword(passwordFileOf(clusterDir), password);
  return password;
}

const refusedPassword = (error: unknown) => (error as { code?: string }).code === '28P01';

/**
 * A running cluster from before per-cluster passwords: gives its superuser a new password and keeps it.
 * The new one is written as "pending" before ALTER USER and renamed once it applies, so a crash in between
 * is finished at the next boot (the pending password is tried first, then the legacy one).
 */
export async function replaceLegacyPassword(clusterDir: string, port: number, user: string): Promise<string> {
  const pendingFile = pendingFileOf(clusterDir);
  const pending = (await readPassword(pendingFile)) ?? newPassword();
  await writePassword(pendingFile, pending);
  for (const current of [pending, LEGACY_PASSWORD]) {
    const client = new pg.Client({ host: '127.0.0.1', port, user, password: current, database: 'postgres' });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      if (refusedPassword(error)) continue;
      throw error;
    }
    try {
      // Hex only: safe to write as a literal (ALTER USER takes no parameters).
      await client.query(`ALTER USER "${user}" WITH PASSWORD '${pending}'`);
    } finally {
      await client.end();
    }
    await fs.rename(pendingFile, passwordFileOf(clusterDir));
    return pending;
  }
  throw new Error(
    `The embedded PostgreSQL in ${clusterDir} refuses its known passwords; restore ${passwordFileOf(clusterDir)}`,
  );
}
