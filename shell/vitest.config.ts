import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests run without the federation host plugin (remotes are never loaded in unit tests).
export default defineConfig({
  plugins: [react()],
  cacheDir: `${import.meta.dirname}/node_modules/.vitest-cache`,
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
