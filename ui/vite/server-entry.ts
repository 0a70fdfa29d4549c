// Build settings for each front-end's server entry (`src/server.tsx` → `dist/server/server.js`),
// loaded by the API's page composer. Each vite.server.config.ts imports it as `@ata/ui/vite/server-entry`.
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** One copy of each on the server: every entry imports them from node_modules at run time. */
export const serverExternals = ['react', 'react-dom', '@tanstack/react-query'];

export function serverEntryConfig(root: string): UserConfig {
  return {
    root,
    cacheDir: `${root}/node_modules/.vite-cache-server`,
    plugins: [react()],
    publicDir: false,
    resolve: { alias: { 'virtual:__federation__': `${import.meta.dirname}/federation-server-stub.ts` } },
    // The workspaces' TypeScript sources are compiled into the entry; everything else stays external.
    ssr: { noExternal: [/^@ata\//], external: serverExternals },
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
