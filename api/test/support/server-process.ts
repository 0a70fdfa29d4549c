import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/db/free-port.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** Runs the real server (`src/server.ts`) as its own process, and waits until it is ready. */
export async function startServerProcess(
  env: Record<string, string>,
  bootTimeoutMs = 60_000,
): Promise<ServerProcess> {
  // A free port can be taken by another test's process before this one listens: boot again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await bootOnFreePort(env, bootTimeoutMs);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function bootOnFreePort(env: Record<string, string>, bootTimeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: 'fault-admin-password',
      ORDER_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server = { url, child, output: () => output, exited };
  await waitUntil(
    async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200,
    bootTimeoutMs,
    () => {
      if (child.exitCode !== null) throw new Error(`server exited during boot:\n${output}`);
    },
  );
  return server;
}

/** Polls `condition` (no fixed sleeps) until it holds or `timeoutMs` passes. */
export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  check: () => void = () => {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    check();
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const basicAdmin = `Basic ${Buffer.from('admin:fault-admin-password').toString('base64')}`;
