/**
 * The contract between the API's page composer and each front-end's server entry
 * (`dist/server/server.js` exporting `render`).
 */
export interface ServerRenderInput {
  /** Path and query of the request. */
  url: string;
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** single-spa props (`name`: the application to render). */
  props: Record<string, unknown>;
  /** Reads the API in-process: same paths and answers as the browser's fetch, no network. */
  data: { fetch: typeof fetch };
}

export interface ServerRenderResult {
  html: string;
  /** Tags for `<head>`: title, meta, canonical, Open Graph, JSON-LD. */
  head: string;
  /** 200, or 404 when the page's subject does not exist. */
  status: number;
  /** What the browser hydrates from (a dehydrated query cache), JSON-serializable. */
  state: unknown;
  /** Source modules of the lazily loaded screens the page shows (e.g. `src/shop/ShopPage.tsx`), to preload. */
  preload?: string[];
}

export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderResult>;
