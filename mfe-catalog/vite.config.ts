import { remoteConfig } from '../ui/vite/federation.ts';

const config = remoteConfig({
  name: 'mfe_catalog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});

// @ata/core builds zod schemas at module top level; marking zod's builders pure keeps zod out of
// every chunk that only needs core's constants and rules (the home page's JS budget).
config.build = {
  ...config.build,
  rollupOptions: { ...config.build?.rollupOptions, treeshake: { manualPureFunctions: ['z'] } },
};

// No defineConfig(): the shared config is typed against the root vite, this workspace runs its own 7.3.x.
export default config;
