import { defineConfig } from 'vite';

// The service worker (src/offline/worker/sw.ts) as one classic script, dist/sw.js, beside the shell's build.
// The server serves it at /sw.js (or, with SERVICE_WORKER=off, a worker that removes itself).
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${import.meta.dirname}/node_modules/.vite-cache-sw`,
  publicDir: false,
  // Workbox keeps its development logging behind this.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/offline/worker/sw.ts',
      formats: ['iife'],
      name: 'ataServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
