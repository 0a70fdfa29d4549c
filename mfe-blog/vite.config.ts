import { remoteConfig } from '../ui/vite/federation.ts';

// No defineConfig: ui/vite/federation.ts is typed against the root's vite, this workspace has its own copy.
export default remoteConfig({
  name: 'mfe_blog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
