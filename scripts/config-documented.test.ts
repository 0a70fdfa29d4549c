// Every environment variable the shop reads is in the README's one configuration table: a setting added
// without a line there fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { microFrontends } from '@ata/core/routes';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.(ts|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/** `env.NAME`, `env['NAME']`, `process.env.NAME`: the names the code reads. */
function namesRead(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const [, dotted, quoted] of readFileSync(file, 'utf8').matchAll(
      /\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
    ))
      names.add((dotted ?? quoted) as string);
  return names;
}

describe('the configuration table', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('### Configuration (environment)'), readme.indexOf('\nDocker:'));
  const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name));

  it('lists every variable the server and npm start read', () => {
    const read = namesRead([...sources(path.join(root, 'api/src')), ...sources(path.join(root, 'scripts'))]);
    for (const app of microFrontends) read.add(app.env).add(app.serverEntryEnv);
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });
});
