import type { Plugin } from 'vite';
import { remoteConfig } from '../ui/vite/federation.ts';

const config = remoteConfig({
  name: 'mfe_catalog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});

/**
 * @ata/core builds its zod schemas at module top level. Those calls are pure, but the bundler cannot
 * know it (rollup resolves `z.object` to zod's internal functions, so `manualPureFunctions: ['z']` does
 * not match them): annotate them, so that a chunk which only needs core's constants and rules (the home
 * page) does not carry zod (≈25 KB gzipped).
 */
const pureCoreSchemas: Plugin = {
  name: 'ata-pure-core-schemas',
  transform(code, id) {
    if (!/[\\/]core[\\/]src[\\/]schemas[\\/][^\\/]+\.ts$/.test(id)) return null;
    return { code: code.replace(/(=\s*)(z\.)/g, '$1/* @__PURE__ */ $2'), map: null };
  },
};

config.plugins = [pureCoreSchemas, ...(config.plugins ?? [])];
config.build = {
  ...config.build,
  rollupOptions: {
    ...config.build?.rollupOptions,
    // zod in a chunk of its own: only the screens that validate with it load it.
    output: { manualChunks: (id: string) => (id.includes('/node_modules/zod/') ? 'zod' : undefined) },
  },
};

// No defineConfig(): the shared config is typed against the root vite, this workspace runs its own 7.3.x.
export default config;
