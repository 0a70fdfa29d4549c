// A counting proxy in front of the shop: every byte the phone receives (pages, scripts, images, and what its
// service worker fetches, which the page's own DevTools session does not see) passes through it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Response bytes (bodies as sent: compressed, plus the status line and headers) so far. */
  bytes(): number;
  /** Milliseconds since the last byte went through. */
  quietFor(): number;
  close(): Promise<void>;
}

export async function countingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let bytes = 0;
  let last = Date.now();
  const count = (n: number) => {
    bytes += n;
    last = Date.now();
  };
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        count(
          Object.entries(answer.headers).reduce(
            (sum, [key, value]) => sum + key.length + String(value).length + 4,
            17,
          ),
        );
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => count(chunk.length));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    quietFor: () => Date.now() - last,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
