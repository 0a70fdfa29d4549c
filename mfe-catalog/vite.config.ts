import { remoteConfig } from '../ui/vite/federation.ts';

// No defineConfig(): the shared config is typed against the root vite, this workspace runs its own 7.3.x.
export default remoteConfig({
  name: 'mfe_catalog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
