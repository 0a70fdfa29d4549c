import { preloadPage, reactLifecycles } from '@ata/ui';
import { App } from './App.tsx';
import { catalogPages } from './pages.ts';

export const { bootstrap, mount, unmount } = reactLifecycles(App, {
  preload: (pathname) => preloadPage(catalogPages, pathname),
});
