// `@ata/ui/vite`: build settings every federated app shares (originjs Module Federation: preact is
// shared, remotes are ESM). The micro-frontends come from core's table.
import { createRequire } from 'node:module';
import { type MicroFrontendName, microFrontends } from '@ata/core/routes';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompressed } from './precompress.ts';

const require = createRequire(import.meta.url);
const preactVersion: string = require('preact/package.json').version;

/**
 * The storefront's builds (browser and server) run on preact/compat (`preact-react.ts`): the code is
 * written and type-checked against React's API (`@types/react`), and these aliases swap the
 * implementation at bundle level only (≈11 KB gz instead of ≈65 KB for react-dom). Unit tests keep React.
 */
const reactOnPreact = `${import.meta.dirname}/preact-react.ts`;
export const preactAliases = [
  { find: /^react(-dom|-dom\/client)?$/, replacement: reactOnPreact },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${import.meta.dirname}/preact-jsx-runtime.ts` },
];

/**
 * preact and TanStack Query are loaded once: the host's copy wins (the shell reads settings with it
 * too). originjs rewrites imports by the name written in the importing module, before aliases: our
 * code asks for `react…` (all three names are one module, `preact-react.ts`), preact's own modules
 * for `preact…`, so both spellings are shared. Subpaths need their version spelled out.
 */
export const sharedSingletons = {
  react: { version: preactVersion },
  'react-dom': { version: preactVersion },
  'react-dom/client': { version: preactVersion },
  preact: { version: preactVersion },
  'preact/hooks': { version: preactVersion },
  'preact/compat': { version: preactVersion },
  '@tanstack/react-query': {},
};

/** The names remotes are registered under, and the path each is served from by default. */
export const remotes = Object.fromEntries(microFrontends.map((app) => [app.name, app.urlPath])) as Record<
  MicroFrontendName,
  string
>;
export type RemoteName = MicroFrontendName;

/** zod in a chunk of its own, so only the screens that validate with it load it. */
export const zodChunk = (id: string): string | undefined =>
  id.includes('/node_modules/zod/') ? 'zod' : undefined;

export function remoteConfig(opts: {
  name: RemoteName;
  exposes: Record<string, string>;
  root: string;
}): UserConfig {
  return {
    base: `${remotes[opts.name]}/`,
    cacheDir: `${opts.root}/node_modules/.vite-cache`,
    resolve: { alias: process.env.VITEST ? [] : preactAliases },
    plugins: [
      react(),
      federation({
        name: opts.name,
        filename: 'remoteEntry.js',
        // The shell links a remote's stylesheet itself, once (the server may already have linked it in
        // <head>): the federation runtime would append a second copy and restyle the whole page.
        exposes: Object.fromEntries(
          Object.entries(opts.exposes).map(([name, file]) => [
            name,
            { import: file, dontAppendStylesToHead: true },
          ]),
        ),
        shared: sharedSingletons,
      }),
      precompressed(),
    ],
    build: {
      target: 'esnext',
      modulePreload: false,
      cssCodeSplit: false,
      // .vite/manifest.json: the server reads which chunks a page needs, to modulepreload them.
      manifest: true,
      emptyOutDir: true,
      // A remote has no page of its own: its entry is what it exposes.
      rollupOptions: {
        input: Object.values(opts.exposes).map((file) => `${opts.root}/${file}`),
        // No experimentalMinChunkSize here, unlike the shell: it moved the remote entry's code into another
        // chunk, where the plugin never fills in its placeholders (scripts/federation-names.test.ts).
        output: { manualChunks: zodChunk },
      },
    },
    test: { environment: 'happy-dom' },
  } as UserConfig;
}
