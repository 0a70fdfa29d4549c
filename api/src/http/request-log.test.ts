import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog, requestLogger } from './request-log.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; address?: string };
  res?: { status: number };
  responseTime?: number;
}

const lines: Line[] = [];
let base: string;
let server: http.Server;

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const log = requestLogger(logger);
  server = http.createServer((req, res) => {
    log(req, res);
    if (req.url === '/broken') {
      requestLog(req, logger).warn('about to fail');
      res.writeHead(500).end();
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The lines logged for one request, once its response has closed. */
async function linesOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  await response.text();
  const id = response.headers.get('x-request-id') ?? '';
  await expect.poll(() => lines.some((line) => line.reqId === id && line.req)).toBe(true);
  return { id, logged: lines.filter((line) => line.reqId === id) };
}

describe('requestLogger', () => {
  it('logs one access line per request, with the id it sends back', async () => {
    const { id, logged } = await linesOf('/shop?sort=price-asc');
    expect(id).toMatch(/^[\da-f-]{36}$/);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        req: { method: 'GET', url: '/shop?sort=price-asc', address: '127.0.0.1' },
        res: { status: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keeps a plain id from the proxy and logs a 5xx as a failure, with the request’s own lines', async () => {
    const { id, logged } = await linesOf('/broken', { 'X-Request-Id': 'edge-7' });
    expect(id).toBe('edge-7');
    expect(logged.map((line) => [line.level, line.msg])).toEqual([
      [40, 'about to fail'],
      [50, 'request failed'],
    ]);
  });
});
