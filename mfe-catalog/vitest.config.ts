import { defineConfig } from 'vitest/config';

// Component tests run without the federation plugin (it only matters for the production build).
export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
