import { listPage } from './list/page.ts';
import { postPage } from './post/page.ts';

/** The blog's pages: the app, its server entry and the preloads read this list. */
export const blogPages = [listPage, postPage];
