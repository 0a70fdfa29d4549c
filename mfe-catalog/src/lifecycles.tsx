import { reactLifecycles } from '@ata/ui';
import { App, preloadScreen } from './App.tsx';

export const { bootstrap, mount, unmount } = reactLifecycles(App, { preload: preloadScreen });
