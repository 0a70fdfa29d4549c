import { reactLifecycles } from '@ata/ui';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount } = reactLifecycles(App);
