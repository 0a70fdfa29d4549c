// Build settings for each front-end's server entry (`src/server.tsx` → `dist/server/server.js`),
// loaded by the API's page composer. Each vite.server.config.ts imports it as `@ata/ui/vite/server-entry`.
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { preactAliases } from './federation.ts';

/**
 * One copy of each on the server: every entry imports them from node_modules at run time. Libraries
 * written for React (TanStack Query's hooks, Radix) are compiled into each entry instead, so that their
 * `react` is preact/compat too (from node_modules they would import React's); each entry's tree uses
 * its own copy of them throughout.
 */
export const serverExternals = ['preact', 'preact-render-to-string'];
const compiledIn = [/^@ata\//, '@tanstack/react-query', /^@radix-ui\//];

export function serverEntryConfig(root: string): UserConfig {
  return {
    root,
    cacheDir: `${root}/node_modules/.vite-cache-server`,
    plugins: [react()],
    publicDir: false,
    resolve: {
      alias: [
        { find: 'virtual:__federation__', replacement: `${import.meta.dirname}/federation-server-stub.ts` },
        // The page is rendered by the preact the browser hydrates it with (same markup, same `useId`s).
        {
          find: /^\.\/render-to-html\.ts$/,
          replacement: `${import.meta.dirname}/../src/server/render-to-html.preact.ts`,
        },
        ...preactAliases,
      ],
    },
    // The workspaces' TypeScript sources are compiled into the entry; everything else stays external.
    ssr: { noExternal: compiledIn, external: serverExternals },
    build: {
      ssr: `${root}/src/server.tsx`,
      outDir: `${root}/dist/server`,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'server.js', inlineDynamicImports: true } },
    },
  };
}
