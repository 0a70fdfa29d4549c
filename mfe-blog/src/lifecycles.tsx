import { preloadPage, reactLifecycles } from '@ata/ui';
import { App } from './App.tsx';
import { blogPages } from './pages.ts';

// A post's body needs the markdown renderer: it is loaded before a server-rendered post is hydrated.
export const { bootstrap, mount, unmount } = reactLifecycles(App, {
  preload: (pathname) => preloadPage(blogPages, pathname),
});
