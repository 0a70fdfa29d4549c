// Shared by start.mjs and dev.mjs: which front-ends exist, whether they are built, how to run things.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { microFrontends } from '../core/src/routes/micro-frontends.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every front-end build `npm start` serves: workspace, the file proving it is built, sources it comes from. */
export const frontends = [
  // Each build ends with its server entry (dist/server/server.js), so that file proves the build is whole.
  { workspace: 'shell', output: 'shell/dist/server/server.js' },
  ...microFrontends.map((app) => ({
    workspace: app.workspace,
    // The catalogue's build ends with the partner embeds (the buy button last), so that file proves all are built.
    output:
      app.workspace === 'mfe-catalog'
        ? 'mfe-catalog/dist-widget/ata-buy-button.js'
        : `${app.workspace}/dist/server/server.js`,
  })),
  { workspace: 'admin-console', output: 'admin-console/dist/index.html' },
].filter((app) => existsSync(path.join(root, app.workspace, 'package.json')));

const sharedSources = ['core/src', 'ui/src', 'ui/vite'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Missing, or older than its own sources or the shared packages it bundles. */
export function needsBuild(app) {
  const output = path.join(root, app.output);
  if (!existsSync(output)) return 'not built';
  const builtAt = statSync(output).mtimeMs;
  const sources = [app.workspace, ...sharedSources].map((dir) => newestMtime(path.join(root, dir)));
  return Math.max(...sources) > builtAt ? 'sources changed since the last build' : undefined;
}

/** Runs a command with inherited output; resolves on exit code 0. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** `npm` of the running Node (npm scripts put Node 24's bin first on PATH). */
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Starts the API with the front-ends (tsx's loader on this Node); with `workers`, that many processes on
 * one port (api/src/serving/cluster.ts).
 */
export function serverArgs(watch = false, workers = undefined) {
  return [
    ...(watch ? ['--watch-path=api/src', '--watch-path=core/src'] : []),
    '--import',
    'tsx',
    ...(workers ? ['api/src/serving/cluster.ts', String(workers)] : ['api/src/serving/main.ts']),
  ];
}
