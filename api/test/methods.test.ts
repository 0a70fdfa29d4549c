import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { databaseSnapshot, makeProduct } from './support/fixtures.ts';
import { rawExchange, requestAs } from './support/raw-http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ata-methods-'));
  app = await startTestApp({}, { asStarted: true, frontend: createFrontend({ root }) });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('methods nothing here implements', () => {
  it('answer 405 with the methods the path allows, never 501, and change nothing', async () => {
    const product = await makeProduct(app.orm, { price: 700, stock: 2 });
    const before = await databaseSnapshot(app.orm);
    const cases: [string, string, string[]][] = [
      ['TRACE', '/', ['GET', 'HEAD']],
      ['PROPFIND', '/shop', ['GET', 'HEAD']],
      ['TRACE', '/api/products', ['GET', 'HEAD', 'POST']],
      ['PROPFIND', `/api/products/${product.id}`, ['GET', 'HEAD', 'PUT', 'DELETE']],
      ['MKCOL', '/api/orders', ['GET', 'HEAD', 'POST']],
      ['PURGE', '/readyz', ['GET', 'HEAD']],
    ];
    for (const [method, url, allowed] of cases) {
      const answer = await requestAs(app.url, url, { method, headers: { Authorization: app.basic.admin } });
      expect(answer.status, `${method} ${url}`).toBe(405);
      expect(String(answer.headers.allow).split(', ').sort(), `${method} ${url}`).toEqual(
        [...allowed].sort(),
      );
      expect(JSON.parse(answer.body)).toEqual({ message: 'Method not allowed' });
    }
    const unknownApi = await requestAs(app.url, '/api/nothing-here', { method: 'TRACE' });
    expect(unknownApi.status).toBe(404);
    expect(await databaseSnapshot(app.orm)).toBe(before);
  });

  it('a method token the HTTP parser does not know is refused with 400 and a JSON message', async () => {
    const { status, raw } = await rawExchange(
      app.url,
      `BREW /shop HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\n\r\n`,
    );
    expect(status).toBe(400);
    expect(raw).toMatch(/\r\ncontent-type: application\/json/i);
    expect(raw.split('\r\n\r\n')[1]).toBe('{"message":"The request could not be read"}');
  });

  it('an address longer than the HTTP parser reads is refused with 431 and a JSON message', async () => {
    const answer = await requestAs(app.url, `/api/checkout/quote?items=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body).message).toBe('The address or headers of the request are too long');
  });
});
