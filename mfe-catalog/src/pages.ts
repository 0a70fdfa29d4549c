import { homePage } from './home/page.ts';
import { productPage } from './product/page.ts';
import { shopPage } from './shop/page.ts';

/** The catalogue's pages: the app, its server entry and the preloads read this list. */
export const catalogPages = [homePage, shopPage, productPage];
