import { precompressed } from '@ata/ui/vite/precompress';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is a plain SPA served under /admin (not federated). In development the API runs on :3000.
export default defineConfig({
  base: '/admin/',
  cacheDir: `${import.meta.dirname}/node_modules/.vite-cache`,
  plugins: [react(), precompressed()],
  server: {
    port: 3600,
    proxy: { '/api': process.env.ATA_API_URL ?? 'http://localhost:3000' },
  },
  preview: { port: 3601 },
  build: {
    target: 'es2022',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  test: { environment: 'happy-dom' },
} as import('vite').UserConfig);
