import { pagesOf } from '@ata/ui';

/** The catalogue's pages, from each folder's `page.ts`: the app, its server entry and the preloads read them. */
export const catalogPages = pagesOf(import.meta.glob('./*/page.ts', { eager: true }));
