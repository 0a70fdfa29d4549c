import { defineConfig } from 'vite';
import { remoteConfig } from '../ui/vite/federation.ts';

export default defineConfig(
  remoteConfig({
    name: 'mfe_blog',
    root: import.meta.dirname,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
  }),
);
