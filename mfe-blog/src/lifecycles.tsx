import { reactLifecycles } from '@ata/ui';
import { App } from './App.tsx';
import { Markdown } from './post/BlogPostPage.tsx';
import { matchBlogRoute } from './routing/routes.ts';

// A post's body needs the markdown renderer: load it before hydrating a server-rendered post.
const preload = (pathname: string) =>
  matchBlogRoute(pathname).kind === 'post' ? Markdown.preload() : undefined;

export const { bootstrap, mount, unmount } = reactLifecycles(App, { preload });
