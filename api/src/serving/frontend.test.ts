import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFrontend } from './frontend.ts';
import { buildManifest } from './manifest.ts';

let root: string;
const error = vi.fn();
let base: string;
let close: () => void;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ata-serving-'));
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><fragment name="head"></fragment><assets></assets>' +
      '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Sh3lL000.css"><fragment name="preload"></fragment></head><body>' +
      '<template id="single-spa-layout"><single-spa-router><application name="shell_header"></application>' +
      '<main><route path="product/:id" exact><application name="mfe_catalog"></application></route>' +
      '<route path="blog" exact><application name="mfe_blog"></application></route>' +
      '<route default><application name="shell_pages"></application></route></main>' +
      '</single-spa-router></template><fragment name="state"></fragment></body></html>',
  );
  // Server entries: the shell's renders its applications, the catalogue's throws, the blog has none.
  // (The long description makes a page worth compressing.)
  write(
    'shell/dist/server/server.js',
    `export async function render({ url, props, data }) {
      const settings = await (await data.fetch('/api/settings')).json();
      const known = ['/', '/about'].includes(new URL(url, 'http://x').pathname);
      return { html: '<p>' + props.name + ' ' + settings.shop + '</p>', head: '<title>From ' + props.name + '</title><meta name="description" content="' + 'Spices from Lagos markets. '.repeat(60) + '">',
        status: props.name === 'shell_pages' && !known ? 404 : 200, state: { note: '</script><b>' },
        preload: props.name === 'shell_pages' ? ['src/pages/About.tsx'] : undefined };
    }`,
  );
  write('mfe-catalog/dist/server/server.js', 'export async function render() { throw new Error("boom"); }');
  write('mfe-catalog/dist/assets/style-Ab12Cd34.css', 'body{}');
  write('shell/dist/assets/index-AbCd1234.js', 'console.log("shell")');
  write('shell/dist/assets/index-Sh3lL000.css', '.shell{color:red}');
  // The shell's build: its entry imports the icons chunk, which the About page's chunk imports too, and four
  // more (a page with more scripts than it prefetches).
  write(
    'shell/dist/.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index-AbCd1234.js',
        isEntry: true,
        imports: ['_icons.js', '_a.js', '_b.js', '_c.js', '_d.js'],
      },
      '_icons.js': { file: 'assets/icons-1.js' },
      ...Object.fromEntries(
        ['a', 'b', 'c', 'd'].map((name) => [`_${name}.js`, { file: `assets/${name}-3.js` }]),
      ),
      'src/pages/About.tsx': { file: 'assets/About-2.js', imports: ['_icons.js'] },
    }),
  );
  write('mfe-catalog/dist/assets/remoteEntry.js', 'export const get = 1;');
  write('mfe-catalog/dist/assets/__federation_expose_Lifecycles-Xy_9-abc.js', 'export {}');
  write('admin-console/dist/index.html', '<!doctype html><title>admin</title>');
  write('admin-console/dist/assets/index-Qw3rTy12.js', 'admin()');
  write('mfe-catalog/dist-widget/ata-product-grid.js', 'widget()');
  write('mfe-catalog/dist-widget/demo.html', '<!doctype html><title>partner</title>');
  write('secret.txt', 'outside');
  const app = new Koa();
  // Stands in for the API the server renders read (createApp sets the data port).
  app.context.dataPort = (async (input: string | URL | Request) =>
    String(input) === '/api/settings'
      ? Response.json({ shop: 'Ata' })
      : new Response(null, { status: 404 })) as typeof fetch;
  app.use(
    createFrontend({
      root,
      env: { MFE_BLOG_URL: 'https://cdn.example.com/blog' },
      log: { error, warn: () => {} },
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // What createApp sets from PUBLIC_URL.
  app.context.publicOrigin = base;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });

describe('front-end serving', () => {
  it('composes a page from the layout: frame and content rendered, head and state from the renders', async () => {
    const res = await get('/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The page's two inline scripts, allowed by their hashes.
    expect(res.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' https:\/\/cdn\.example\.com/,
    );
    const html = await res.text();
    expect(html).toContain('<div id="single-spa-application:shell_header"><p>shell_header Ata</p></div>');
    expect(html).toContain('<div id="single-spa-application:shell_pages"><p>shell_pages Ata</p></div>');
    expect(html).toContain('<head><title>From shell_pages</title>');
    // The state cannot close its script element.
    expect(html).toContain('{"note":"\\u003c/script>\\u003cb>"}');
    expect(html).not.toContain('</script><b>');
    // The remotes' entries travel with the page: the shell need not ask for /mfe-manifest.json.
    // Each entry this server serves is named with its content's version (a build is a new URL).
    const version = createHash('sha256').update('export const get = 1;').digest('hex').slice(0, 12);
    expect(html).toContain(`"@manifest":{"mfe_catalog":"/mfe/catalog/assets/remoteEntry.js?v=${version}"`);
    expect(html).toContain('"@serviceWorker":true');
  });

  it("allows each inline script the page carries by its hash (single-spa-layout's too: an update that changes it fails here)", async () => {
    const res = await get('/about');
    const policy = res.headers.get('content-security-policy') ?? '';
    const inline = [...(await res.text()).matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)<\/script>/gs)];
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const [, script] of inline)
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
      );
  });

  it('carries its CSS inline and runs no script before the first paint: the first few are only prefetched until then', async () => {
    const html = await (await get('/about')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Before the paint, the browser may only fetch the scripts into its cache, at its lowest priority
    // (prefetch: neither parsed nor run): no script element, module preload or stylesheet outside the template.
    const outsideTemplate = head.replace(/<template id="ata-preload"[^>]*>.*?<\/template>/s, '');
    expect(outsideTemplate).not.toMatch(/<script[^>]*src=|modulepreload|rel="stylesheet"/);
    // The entry first, then its imports in order: as many as the phone's connections hold (PREFETCH_MAX).
    expect([...outsideTemplate.matchAll(/<link rel="prefetch" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/assets/index-AbCd1234.js',
      '/assets/icons-1.js',
      '/assets/a-3.js',
      '/assets/b-3.js',
      '/assets/c-3.js',
    ]);
    expect(head).toContain('<style data-href="/assets/index-Sh3lL000.css">.shell{color:red}</style>');
    const held = head.match(
      /<template id="ata-preload" data-entry="([^"]+)">(.*?)<\/template><script>(.*?)<\/script>/,
    );
    expect(held?.[1]).toBe('/assets/index-AbCd1234.js');
    // What the entry imports and the page's screen chunk, once each; nothing of the cart remote (it loads
    // after hydration, shell/src/spa/cart.ts).
    expect(held?.[2]).toBe(
      ['icons-1', 'a-3', 'b-3', 'c-3', 'd-3', 'About-2']
        .map((file) => `<link rel="modulepreload" href="/assets/${file}.js">`)
        .join(''),
    );
    expect(held?.[3]).toContain("document.getElementById('ata-preload')");
    expect(html.match(/icons-1\.js/g)).toHaveLength(2);
  });

  it('answers an unknown path with the not-found page and status 404, and HEAD like GET without a body', async () => {
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('shell_pages Ata');
    const head = await fetch(`${base}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    expect(await head.text()).toBe('');
  });

  it('leaves a region to the browser when its server entry throws or is missing, and logs it', async () => {
    const product = await get('/product/abc');
    expect(product.status).toBe(200);
    const html = await product.text();
    expect(html).toContain('<div id="single-spa-application:mfe_catalog"></div>');
    expect(html).toContain('<style data-href="/mfe/catalog/assets/style-Ab12Cd34.css">body{}</style>');
    expect(html).toContain('shell_header Ata');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ app: 'mfe_catalog', url: '/product/abc' }),
      'server render failed',
    );
    const blog = await get('/blog');
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain('<div id="single-spa-application:mfe_blog"></div>');
    // The missing entry is logged once, naming the page that needed it, however many pages follow.
    expect((await get('/blog?page=2')).status).toBe(200);
    const missing = error.mock.calls.filter(([, message]) => String(message).includes('entry missing'));
    expect(missing).toEqual([
      [
        expect.objectContaining({ url: '/blog', file: path.join(root, 'mfe-blog/dist/server/server.js') }),
        'server entry missing: its regions are rendered in the browser',
      ],
    ]);
  });

  it('sends a page brotli-compressed to a client that takes it, gzip to one that takes only gzip', async () => {
    const br = await get('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('shell_pages Ata');
    const gzip = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('shell_pages Ata');
    expect(br.headers.get('etag')).toBe(gzip.headers.get('etag'));
  });

  it('answers a repeated request with 304 when the page has not changed', async () => {
    const first = await get('/about');
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${base}/about`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const asset = await get('/assets/index-AbCd1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const chunk = await get('/mfe/catalog/assets/__federation_expose_Lifecycles-Xy_9-abc.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const entry = await get('/mfe/catalog/assets/remoteEntry.js');
    expect(entry.status).toBe(200);
    const head = await fetch(`${base}/assets/index-AbCd1234.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("shell")'.length));
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(
          `${base}/mfe/catalog/assets/remoteEntry.js`,
          { headers: { 'If-None-Match': entry.headers.get('etag') ?? '' } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        )
        .on('error', reject),
    );
    expect(status).toBe(304);
  });

  it("sends the build's brotli copy of a file to a client that takes brotli, the file itself to others", async () => {
    const script = `export const spices = ${JSON.stringify('Ata rodo, tatashe, iru. '.repeat(80))};`;
    write('mfe-catalog/dist/assets/spices-Br0tl1x9.js', script);
    writeFileSync(
      path.join(root, 'mfe-catalog/dist/assets/spices-Br0tl1x9.js.br'),
      brotliCompressSync(script),
    );
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(
            `${base}/mfe/catalog/assets/spices-Br0tl1x9.js`,
            { headers: { 'Accept-Encoding': encoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on('error', reject),
      );
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const plain = await raw('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.etag).not.toBe(brotli.headers.etag);
  });

  it('answers 404 for missing files, never the HTML page', async () => {
    expect((await get('/mfe/catalog/assets/nope.js')).status).toBe(404);
    expect((await get('/assets/nope-12345678.js')).status).toBe(404);
    expect((await get('/mfe/catalog/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('/widget/../secret.txt')).status).toBe(404);
  });

  it('serves the admin SPA with a fallback, and the widget to other origins', async () => {
    const deep = await get('/admin/products/123');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>admin</title>');
    expect((await get('/admin/assets/index-Qw3rTy12.js')).headers.get('cache-control')).toContain(
      'immutable',
    );
    const widget = await get('/widget/ata-product-grid.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives the widget demo page the same CSP as every other page', async () => {
    const demo = await get('/widget/demo.html');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(demo.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('publishes the manifest with environment overrides', async () => {
    const res = await get('/mfe-manifest.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      // Versioned when built here; an entry not built (yet) keeps its bare URL.
      mfe_catalog: expect.stringMatching(/^\/mfe\/catalog\/assets\/remoteEntry\.js\?v=[0-9a-f]{12}$/),
      mfe_cart_checkout: '/mfe/cart-checkout/assets/remoteEntry.js',
      mfe_blog: 'https://cdn.example.com/blog/assets/remoteEntry.js',
    });
    expect(buildManifest({ MFE_CATALOG_URL: 'https://x.test/entry.js' }).mfe_catalog).toBe(
      'https://x.test/entry.js',
    );
  });

  it('serves the service worker from the root, revalidated on every check', async () => {
    write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('addEventListener("fetch"');
  });
});

describe('SERVICE_WORKER=off', () => {
  it('answers /sw.js with a worker that removes itself, and pages do not register one', async () => {
    const app = new Koa();
    app.context.dataPort = (async () => Response.json({ shop: 'Ata' })) as typeof fetch;
    app.context.publicOrigin = 'http://shop.test';
    app.use(createFrontend({ root, env: {}, serviceWorker: false }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const off = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const worker = await fetch(`${off}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toContain('javascript');
      const text = await worker.text();
      expect(text).toContain('self.registration.unregister()');
      expect(text).toContain('caches.delete');
      expect(text).not.toContain('fetch');
      expect(await (await fetch(`${off}/about`)).text()).toContain('"@serviceWorker":false');
    } finally {
      server.close();
    }
  });
});
