// The server's preload lists and the shell's style adoption read names that @originjs/vite-plugin-federation
// gives what it builds (core/src/routes/federation-names.ts). They are the plugin's private conventions: this
// builds a real remote with the shop's own remote settings and checks each name, so that an update of the
// plugin that renames one fails here rather than on a page.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationNames } from '@ata/core/routes';
import { remoteConfig } from '@ata/ui/vite';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository, so that the remote resolves React from its node_modules.
const root = mkdtempSync(path.join(repoRoot, 'node_modules/.federation-names-'));
const dist = path.join(root, 'dist');

beforeAll(async () => {
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'src/lifecycles.ts'),
    "import './look.css';\nexport { version } from 'react';\n",
  );
  writeFileSync(path.join(root, 'src/look.css'), '.x { color: red; }\n');
  // The plugin resolves exposed modules from the working directory, as the workspaces' builds run.
  process.chdir(root);
  const config = remoteConfig({ name: 'mfe_blog', root, exposes: { './lifecycles': './src/lifecycles.ts' } });
  await build({
    ...config,
    root,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, outDir: dist },
  });
}, 120_000);
afterAll(() => {
  process.chdir(repoRoot);
  rmSync(root, { recursive: true, force: true });
});

describe('the names the federation plugin gives a remote build', () => {
  const manifest = () =>
    JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >;
  const chunkNames = () => Object.values(manifest()).map((chunk) => chunk.name);
  /** Each built script's name and code. */
  const scripts = () =>
    readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(path.join(dist, 'assets', file), 'utf8') }));

  it('names the remote entry and the chunk of an exposed module as the server expects', () => {
    const entry = Object.values(manifest()).find((chunk) => chunk.name === federationNames.remoteEntryChunk);
    expect(entry?.file).toBe('assets/remoteEntry.js');
    expect(chunkNames()).toContain(federationNames.exposedChunk('./lifecycles'));
  });

  it('names the chunks of shared dependencies as the server expects', () => {
    expect(chunkNames().filter((name) => federationNames.isSharedChunk(name ?? ''))).toContain(
      '__federation_shared_react',
    );
  });

  it('fills in every placeholder of its remote entry', () => {
    // The plugin writes the base and each exposed module's stylesheets into the remote entry's own chunk only.
    // Were that code merged into another chunk (Rollup's experimentalMinChunkSize did so), the remote would die
    // on load: "__VITE_BASE_PLACEHOLDER__ is not defined".
    const placeholder = /__VITE_BASE_PLACEHOLDER__|__VITE_ASSETS_DIR_PLACEHOLDER__|__v__css__/;
    expect(
      scripts()
        .filter(({ code }) => placeholder.test(code))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it("leaves an exposed module's stylesheets in the global the shell reads", () => {
    const code = scripts()
      .map((script) => script.code)
      .join('\n');
    // The runtime builds the global's name from this prefix and the exposed module's name.
    expect(code).toContain(JSON.stringify(federationNames.pendingStylesGlobal('mfe_blog', '')));
  });
});
