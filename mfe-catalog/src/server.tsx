// Server entry: renders the catalogue's page for a URL with its data, for the API's page composer.
// Built with `vite build --ssr` into dist/server/ (react, react-dom and react-query stay external).
import { pagesEntry } from '@ata/ui/server/pages-entry.ts';
import { App } from './App.tsx';
import { catalogPages } from './pages.ts';

export const render = pagesEntry(App, catalogPages);
