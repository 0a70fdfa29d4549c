import { remoteConfig } from '../ui/vite/federation.ts';

export default remoteConfig({
  name: 'mfe_blog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
