import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};
const parentOf = (pid: number) => {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
};

/**
 * A server killed without its exit hooks (kill -9, OOM) leaves its embedded PostgreSQL running, holding the
 * cluster directory. Before starting, stop such an orphan: only a postgres whose lock file names this very
 * directory, and only when no live Node process is its parent (that would be another server using the
 * same DATA_DIR, which is refused instead). Returns the pid it stopped, if any.
 */
export async function stopStalePostgres(
  clusterDir: string,
  log: (message: string) => void,
): Promise<number | undefined> {
  let lock: string;
  try {
    lock = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, dirLine] = lock.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== path.resolve(clusterDir))
    return undefined;
  // Gone, or the pid now belongs to something else: postgres itself clears a stale lock file.
  if (!isAlive(pid) || !commandOf(pid).includes('postgres')) return undefined;
  const parent = parentOf(pid);
  if (parent > 1 && isAlive(parent) && /\bnode\b|tsx/.test(commandOf(parent)))
    throw new Error(
      `Another server (pid ${parent}) is using the embedded PostgreSQL in ${clusterDir}; stop it or set another DATA_DIR.`,
    );
  log(`stopping PostgreSQL (pid ${pid}) left running by a server that crashed`);
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, write a checkpoint
  for (const deadline = Date.now() + 20_000; isAlive(pid); ) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pid;
}
