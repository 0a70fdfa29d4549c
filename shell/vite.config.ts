import { layoutRouter, remoteEntryUrl } from '@ata/core/routes';
import { preactAliases, remotes, sharedSingletons, zodChunk } from '@ata/ui/vite';
import { precompressed } from '@ata/ui/vite/precompress';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The shell is the federation HOST. Remote URLs are only defaults: at runtime they come from
// /mfe-manifest.json (src/federation/manifest.ts), so a remote can move without rebuilding the shell.
const defaultRemotes: Record<string, { external: string; format: 'esm'; from: 'vite' }> = Object.fromEntries(
  Object.entries(remotes).map(([name, base]) => [
    name,
    { external: remoteEntryUrl(base), format: 'esm', from: 'vite' },
  ]),
);

/** Writes the layout router made from the route table into index.html (the server and the browser read it there). */
const layoutFromRouteTable: Plugin = {
  name: 'ata-layout-router',
  transformIndexHtml: (html) => {
    if (!html.includes(LAYOUT_PLACEHOLDER)) throw new Error(`index.html lacks ${LAYOUT_PLACEHOLDER}`);
    return html.replace(LAYOUT_PLACEHOLDER, layoutRouter());
  },
};
const LAYOUT_PLACEHOLDER = '<!--ata:layout-router-->';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${import.meta.dirname}/node_modules/.vite-cache`,
  // React's API on preact/compat (see @ata/ui/vite); `vitest.config.ts` keeps React for the unit tests.
  resolve: { alias: preactAliases },
  plugins: [
    layoutFromRouteTable,
    react(),
    federation({
      name: 'shell',
      remotes: defaultRemotes as Parameters<typeof federation>[0]['remotes'],
      shared: sharedSingletons,
    }),
    precompressed(),
  ],
  build: {
    target: 'esnext',
    modulePreload: false,
    // .vite/manifest.json: the server modulepreloads the entry's chunks and the shared ones.
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      // zod is only needed by lazily loaded code (contact form, API client): keep it in its own chunk
      // so that Rollup does not merge it with constants the first paint needs.
      // Small shared modules join the chunks that import them (side-effect-free ones only): fewer requests.
      // Rollup may merge the code the entry shares with lazy pages into those pages' chunks, which the
      // entry then loads. At 20 KB it split that code over the About and 404 pages (one request and
      // 0.5 KB more on every page); at 24 KB it is one chunk again. Check the entry's imports when changing it.
      output: { manualChunks: zodChunk, experimentalMinChunkSize: 24_000 },
    },
  },
  server: {
    port: 3200,
    // `vite dev` for the shell alone: the API (with the built remotes) runs on 3000.
    proxy: {
      '/api': 'http://localhost:3000',
      '/mfe': 'http://localhost:3000',
      '/mfe-manifest.json': 'http://localhost:3000',
    },
  },
  test: { environment: 'happy-dom' },
} as import('vite').UserConfig);
