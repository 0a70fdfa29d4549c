// `npm run dev`: the development loop.
// - every front-end rebuilds on save (`vite build --watch`: federated remotes only work built),
// - the API (with the front-ends) restarts when api/ or core/ change (node --watch + tsx),
// - reload the browser after a rebuild finishes (the terminal prints "built in …").
// Front-ends are served from the same origin as in production: http://localhost:3000 (PORT).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontends, needsBuild, npm, root, run, serverArgs } from './lib.mjs';

const children = [];
// Each child leads its own process group, so that stopping reaches whatever it started (esbuild services…).
const stopAll = (code = 0) => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(code);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// A first build so the server has something to serve while the watchers start.
for (const app of frontends) {
  if (needsBuild(app)) {
    console.log(`[dev] building ${app.workspace}`);
    await run(npm, ['run', 'build', '-w', app.workspace, '--silent']);
  }
}

// vite 7 is pinned at the root so every workspace shares it (originjs federation breaks on vite 8).
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const watchers = [
  ...frontends.map((app) => ({ name: app.workspace, cwd: app.workspace, args: [] })),
  // The partner embeds have their own build config, one build per embed (see mfe-catalog/vite.widget.config.ts).
  ...['production', 'recipe-cart', 'buy-button'].map((mode) => ({
    name: `widget ${mode}`,
    cwd: 'mfe-catalog',
    args: ['-c', 'vite.widget.config.ts', '--mode', mode],
  })),
].filter(
  (watcher) =>
    !watcher.name.startsWith('widget') || existsSync(path.join(root, 'mfe-catalog/vite.widget.config.ts')),
);
for (const watcher of watchers) {
  const child = spawn(process.execPath, [vite, 'build', '--watch', ...watcher.args], {
    cwd: path.join(root, watcher.cwd),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code) => code && console.error(`[dev] ${watcher.name} watcher exited with ${code}`));
  children.push(child);
}

const server = spawn(process.execPath, serverArgs(true), {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  // No service worker unless asked for: it would keep serving what a rebuild just replaced.
  env: { NODE_ENV: 'development', SERVICE_WORKER: 'off', ...process.env },
});
children.push(server);
server.on('exit', (code) => stopAll(code ?? 0));
