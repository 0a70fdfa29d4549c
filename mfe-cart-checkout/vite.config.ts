import { remoteConfig } from '@ata/ui/vite';

export default remoteConfig({
  name: 'mfe_cart_checkout',
  root: import.meta.dirname,
  exposes: {
    './lifecycles': './src/lifecycles.tsx',
    './cart': './src/cart/store.ts',
    './drawer': './src/drawer/parcel.tsx',
  },
});
