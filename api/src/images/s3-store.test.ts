import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3Store } from './s3-store.ts';

// No network here: the store talks to a fake S3 on the loopback interface that keeps objects in memory
// and answers the three calls the store makes (PUT, GET, HEAD) the way S3 does with path-style URLs. A real
// bucket (signatures, permissions, a CDN in front) is not exercised.
const objects = new Map<string, { body: Buffer; type: string; cacheControl: string }>();
const requests: string[] = [];
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200, { ETag: '"x"' }).end();
      });
      return;
    }
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { 'Content-Type': 'application/xml' });
      res.end(
        req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length });
    res.end(req.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The SDK's usual credential source, as in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const config = (publicUrl?: string) =>
  ({
    kind: 's3',
    bucket: 'shop',
    region: 'auto',
    endpoint,
    prefix: 'images/',
    publicUrl,
    forcePathStyle: true,
  }) as const;

describe('s3Store (against a loopback fake S3)', () => {
  it('puts objects under the prefix with their type and a year of caching, and reads them back', async () => {
    const store = s3Store(config());
    expect(await store.has('a-1x1.png')).toBe(false);
    expect(await store.get('a-1x1.png')).toBeUndefined();
    await store.put('a-1x1.png', Buffer.from('png bytes'), 'image/png');
    expect(objects.get('/shop/images/a-1x1.png')).toEqual({
      body: Buffer.from('png bytes'),
      type: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await store.has('a-1x1.png')).toBe(true);
    expect((await store.get('a-1x1.png'))?.toString()).toBe('png bytes');
    expect(requests.some((request) => request.startsWith('PUT /shop/images/a-1x1.png'))).toBe(true);
  });

  it('links to the public URL when one is configured, else to the API', () => {
    expect(s3Store(config('https://cdn.example.ng/img')).urlOf('a.jpg')).toBe(
      'https://cdn.example.ng/img/a.jpg',
    );
    expect(s3Store(config()).urlOf('a.jpg')).toBe('/api/images/uploads/a.jpg');
  });
});
