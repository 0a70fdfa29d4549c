import { remoteConfig } from '@ata/ui/vite';

export default remoteConfig({
  name: 'mfe_catalog',
  root: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
