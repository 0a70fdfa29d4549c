// `npm start`: build whichever front-end is missing or out of date, then run the API with every
// front-end on one origin (http://localhost:3000 unless PORT is set).
import { spawn } from 'node:child_process';
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

const server = spawn(process.execPath, serverArgs(), { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
