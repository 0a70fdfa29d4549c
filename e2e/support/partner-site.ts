import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A partner's site on another origin than the shop: the pages a spec publishes, and local script files. */
export interface PartnerSite {
  origin: string;
  /** Path → HTML, served as pages. */
  pages: Map<string, string>;
  close: () => Promise<void>;
}

/** Starts the partner's site on a free loopback port; `scripts` maps paths to files served as JavaScript. */
export async function startPartnerSite(scripts: Record<string, string> = {}): Promise<PartnerSite> {
  const pages = new Map<string, string>();
  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const page = pages.get(path);
    const script = scripts[path];
    if (page !== undefined) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (script)
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(script));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One ingredient of the partner specs' recipe, and what it comes to at 6 servings. */
export interface Ingredient {
  slug: string;
  /** The size token a cart link and `<ata-ingredient size>` carry ('' the product's first size). */
  size: string;
  perServing: number;
  /** Whole packs for 6 servings (`packsFor`). */
  packs: number;
  /** The size as the shop names it in the cart ('' when the product has one size, not said). */
  sizeLabel: string;
}

/** Egusi soup for 4, from eight seeded products in their sizes. */
export const EGUSI: Ingredient[] = [
  { slug: 'ground-egusi', size: '', perServing: 0.25, packs: 2, sizeLabel: '' },
  { slug: 'red-palm-oil', size: '', perServing: 0.5, packs: 3, sizeLabel: '' },
  { slug: 'ground-crayfish', size: '100g', perServing: 0.25, packs: 2, sizeLabel: '100 g' },
  { slug: 'stockfish-cuts', size: '', perServing: 0.25, packs: 2, sizeLabel: '' },
  { slug: 'cameroon-pepper', size: '100g', perServing: 0.1, packs: 1, sizeLabel: '100 g' },
  { slug: 'iru-locust-beans', size: '', perServing: 0.25, packs: 2, sizeLabel: '' },
  { slug: 'dried-scent-leaf', size: '', perServing: 1, packs: 6, sizeLabel: '' },
  { slug: 'ofada-rice', size: '2kg', perServing: 0.25, packs: 2, sizeLabel: '2 kg' },
];
