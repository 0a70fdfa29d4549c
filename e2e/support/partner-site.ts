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
