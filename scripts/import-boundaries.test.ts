// The import boundaries live in biome.json (`noRestrictedImports`, one override per workspace). This test runs
// Biome with that configuration on probe files placed at workspace paths inside a temporary directory, so it
// proves the boundaries hold without writing into the working tree.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const biome = path.join(repoRoot, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';

interface Probe {
  /** Where the importing file sits, relative to the repository root. */
  file: string;
  source: string;
  /** A fragment of the boundary message Biome must print, or null when the import is allowed. */
  refusedWith: string | null;
}

const MICRO_FRONTEND = 'A micro-frontend never imports the source of another micro-frontend';
const UI_BY_PATH = 'Import ui through its package';

const probes: Probe[] = [
  // Refused: one micro-frontend reaching into another, by path and by package name.
  {
    file: 'mfe-blog/src/list/probe.ts',
    source: '../../../mfe-catalog/src/shop/ShopPage.tsx',
    refusedWith: MICRO_FRONTEND,
  },
  { file: 'mfe-catalog/src/probe.tsx', source: '@ata/mfe-cart-checkout', refusedWith: MICRO_FRONTEND },
  {
    file: 'mfe-cart-checkout/src/probe.ts',
    source: '@ata/shell/src/header/Header.tsx',
    refusedWith: MICRO_FRONTEND,
  },
  { file: 'mfe-blog/vite.config.ts', source: '../admin-console/src/App.tsx', refusedWith: MICRO_FRONTEND },
  { file: 'mfe-catalog/src/probe.ts', source: '@ata/api', refusedWith: 'Front-ends reach the API over HTTP' },
  {
    file: 'shell/src/probe.ts',
    source: '@ata/mfe-blog',
    refusedWith: 'The shell loads the micro-frontends at runtime',
  },
  {
    file: 'ui/src/probe.ts',
    source: '../../shell/src/header/Header.tsx',
    refusedWith: 'ui holds what the front-ends share',
  },
  { file: 'core/src/probe.ts', source: 'react', refusedWith: 'core is the base every workspace builds on' },
  { file: 'core/src/probe.ts', source: '@ata/ui', refusedWith: 'core is the base every workspace builds on' },
  { file: 'api/src/probe.ts', source: '@ata/ui', refusedWith: 'The API shares only @ata/core' },
  {
    file: 'admin-console/src/probe.tsx',
    source: '@ata/mfe-catalog',
    refusedWith: 'The admin console never imports',
  },
  { file: 'e2e/tests/probe.ts', source: '../../api/src/app.ts', refusedWith: 'never reaches into api/src' },
  {
    file: 'bench/probe.ts',
    source: '../api/src/http/errors.ts',
    refusedWith: 'bench never reaches into api/src',
  },
  {
    file: 'bench/probe.ts',
    source: '../e2e/support/server.ts',
    refusedWith: "bench never reaches into e2e's folders",
  },
  // ui by path instead of through its package exports (the build configs used to).
  { file: 'mfe-blog/vite.server.config.ts', source: '../ui/vite/server-entry.ts', refusedWith: UI_BY_PATH },
  { file: 'shell/src/probe.ts', source: '../../ui/src/server-state.ts', refusedWith: UI_BY_PATH },
  { file: 'admin-console/src/probe.ts', source: '../../ui/src/index.ts', refusedWith: UI_BY_PATH },
  // Allowed: the shared workspaces by package name, a workspace's own files, third-party packages.
  { file: 'mfe-blog/src/probe.ts', source: '@ata/ui', refusedWith: null },
  { file: 'shell/vite.server.config.ts', source: '@ata/ui/vite/server-entry', refusedWith: null },
  { file: 'mfe-blog/src/probe.ts', source: '@ata/core/product', refusedWith: null },
  { file: 'mfe-blog/src/list/probe.ts', source: '../shared/BlogCard.tsx', refusedWith: null },
  { file: 'shell/src/probe.ts', source: 'react', refusedWith: null },
  { file: 'core/src/probe.ts', source: 'zod', refusedWith: null },
  { file: 'api/src/probe.ts', source: '@ata/core/product', refusedWith: null },
  { file: 'bench/probe.ts', source: '@ata/e2e/server', refusedWith: null },
];

/** Each probe gets its own file (same folder, numbered name) so its diagnostics can be told apart. */
const probeFile = (file: string, index: number) =>
  path.join(path.dirname(file), `probe-${index}${path.extname(file)}`);

let sandbox: string;
let messagesByFile: Map<string, string[]>;

function runBiome(cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      biome,
      ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      // Biome exits 1 when it reports errors, which is what most probes expect; the JSON on stdout is the result.
      (error, stdout) => (stdout ? resolve(stdout) : reject(error ?? new Error('biome printed nothing'))),
    );
  });
}

beforeAll(async () => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'ata-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  // The sandbox is no git checkout, so Biome must not look for .gitignore there.
  config.vcs = { enabled: false };
  writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
  probes.forEach((probe, index) => {
    const file = path.join(sandbox, probeFile(probe.file, index));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `import probe from '${probe.source}';\n\nexport default probe;\n`);
  });
  const report = JSON.parse(await runBiome(sandbox)) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  messagesByFile = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== RULE) continue;
    const list = messagesByFile.get(diagnostic.location.path) ?? [];
    list.push(diagnostic.message);
    messagesByFile.set(diagnostic.location.path, list);
  }
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('import boundaries (biome.json)', () => {
  it.each(probes.map((probe, index) => ({ ...probe, index })))(
    '$file importing $source',
    ({ file, index, refusedWith }) => {
      const messages = messagesByFile.get(probeFile(file, index)) ?? [];
      if (refusedWith === null) expect(messages).toEqual([]);
      else expect(messages).toEqual([expect.stringContaining(refusedWith)]);
    },
  );
});
