// `npm start`: build whichever front-end is missing or out of date, then run the API with every
// front-end on one origin (http://localhost:3000 unless PORT is set).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { frontends, needsBuild, npm, root, run, serverArgs } from './lib.mjs';

const force = process.argv.includes('--rebuild') || process.env.ATA_REBUILD === '1';
const skip = process.argv.includes('--no-build') || process.env.ATA_SKIP_BUILD === '1';

if (!skip) {
  for (const app of frontends) {
    const reason = force ? 'rebuild requested' : needsBuild(app);
    if (!reason) continue;
    console.log(`[start] building ${app.workspace} (${reason})`);
    await run(npm, ['run', 'build', '-w', app.workspace, '--silent']);
  }
}

// `npm run start:cluster -- N` or WEB_CONCURRENCY=N: N processes on one port and one database.
const clusterFlag = process.argv.indexOf('--cluster');
const workers =
  clusterFlag >= 0
    ? Number(process.argv[clusterFlag + 1]) || os.availableParallelism()
    : Number(process.env.WEB_CONCURRENCY) > 1
      ? Number(process.env.WEB_CONCURRENCY)
      : undefined;
const server = spawn(process.execPath, serverArgs(false, workers), {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
