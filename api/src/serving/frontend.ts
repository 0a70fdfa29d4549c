import { existsSync } from 'node:fs';
import path from 'node:path';
import { microFrontends } from '@ata/core/routes';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { buildManifest, foreignOrigins, type MfeManifest, versionRemoteEntries } from './manifest.ts';
import { robotsTxt } from './seo.ts';
import { sendServiceWorker } from './service-worker.ts';
import { isSitemapPath, sendSitemap } from './sitemap.ts';
import { inlineScriptHashes } from './ssr/compose.ts';
import { createStorefront } from './ssr/storefront.ts';
import { CACHE_REVALIDATE, resolveInside, sendFile } from './static-files.ts';

export interface FrontendOptions {
  /** Repository root holding each workspace's `dist/`. */
  root: string;
  env?: NodeJS.ProcessEnv;
  log?: Pick<Logger, 'error' | 'warn'>;
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests lower it). */
  sitemapMaxUrls?: number;
  /** `SERVICE_WORKER`: pages register `/sw.js` (default), or, switched off, `/sw.js` removes itself. */
  serviceWorker?: boolean;
}

/** Where each built front-end lives. */
export function frontendDirs(root: string) {
  return {
    shell: path.join(root, 'shell/dist'),
    admin: path.join(root, 'admin-console/dist'),
    widget: path.join(root, 'mfe-catalog/dist-widget'),
    remotes: microFrontends.map((app) => ({ ...app, dir: path.join(root, app.workspace, 'dist') })),
  };
}

const under = (prefix: string, p: string) => p === prefix || p.startsWith(`${prefix}/`);

/** The Content-Security-Policy of our HTML pages. */
function htmlCsp(scriptOrigins: string[]): string {
  const extra = scriptOrigins.join(' ');
  return [
    "default-src 'self'",
    // Hashes allow the two inline scripts of server-rendered pages (single-spa-layout's data, the preloads).
    `script-src 'self' ${inlineScriptHashes.join(' ')} ${extra}`.trim(),
    `connect-src 'self' ${extra}`.trim(),
    // Radix and MUI set inline styles; product and blog images may live on other hosts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Koa middleware serving every built front-end from one origin:
 * `/mfe/<name>/…` (the remotes), `/admin/*` (admin SPA), `/widget/*` (partner widget),
 * `/mfe-manifest.json`, the shell's assets, and the shell's HTML for every other GET — with
 * status 404 when the path is not a public route. Mount it after the API routes.
 */
export function createFrontend(options: FrontendOptions): Middleware {
  const dirs = frontendDirs(options.root);
  const configured = buildManifest(options.env);
  const pageHeaders = { 'Content-Security-Policy': htmlCsp(foreignOrigins(configured)) };
  const serviceWorker = options.serviceWorker ?? true;
  // Versioned from the built files, so read on first use (after the front-ends are built).
  let versioned: MfeManifest | undefined;
  const manifest = () => {
    versioned ??= versionRemoteEntries(configured, options.root);
    return versioned;
  };
  const shellIndex = path.join(dirs.shell, 'index.html');
  const storefront = createStorefront({
    root: options.root,
    manifest,
    serviceWorker,
    headers: pageHeaders,
    log: options.log,
  });

  const notBuilt = (ctx: Context, what: string) => {
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = `${what} is not built yet. Run "npm run build" (or "npm start", which builds what is missing).`;
  };
  const notFound = (ctx: Context) => {
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not found';
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const urlPath = ctx.path;

    if (urlPath === '/robots.txt') {
      ctx.set('Cache-Control', CACHE_REVALIDATE);
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robotsTxt(ctx.publicOrigin);
      return;
    }
    if (isSitemapPath(urlPath)) return sendSitemap(ctx, { maxUrls: options.sitemapMaxUrls });

    if (urlPath === '/mfe-manifest.json') {
      ctx.set('Cache-Control', CACHE_REVALIDATE);
      ctx.body = manifest();
      return;
    }
    if (urlPath === '/sw.js') {
      if (!(await sendServiceWorker(ctx, dirs.shell, serviceWorker))) notFound(ctx);
      return;
    }

    for (const remote of dirs.remotes) {
      if (!under(remote.urlPath, urlPath)) continue;
      const file = resolveInside(remote.dir, urlPath.slice(remote.urlPath.length));
      if (!file || !(await sendFile(ctx, file))) notFound(ctx);
      // Remotes are imported cross-origin when the shell is served elsewhere (MFE_*_URL).
      ctx.set('Access-Control-Allow-Origin', '*');
      return;
    }

    if (under('/widget', urlPath)) {
      const file = resolveInside(dirs.widget, urlPath.slice('/widget'.length));
      if (!file || !(await sendFile(ctx, file))) return notFound(ctx);
      // The demo partner page is a page of ours like any other.
      if (file.endsWith('.html')) ctx.set(pageHeaders);
      // Partner sites embed the widget script from their own origin.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return;
    }

    if (under('/admin', urlPath)) {
      const index = path.join(dirs.admin, 'index.html');
      if (!existsSync(index)) return notBuilt(ctx, 'The admin console');
      const file = resolveInside(dirs.admin, urlPath.slice('/admin'.length));
      if (file && path.extname(file) && (await sendFile(ctx, file))) return;
      if (file && path.extname(file) && !file.endsWith('.html')) return notFound(ctx);
      // SPA fallback: react-admin routes client-side under /admin.
      ctx.set(pageHeaders);
      await sendFile(ctx, index, { cacheControl: CACHE_REVALIDATE });
      return;
    }

    // The shell's own files (hashed assets, favicon).
    if (path.extname(urlPath) && urlPath !== '/index.html') {
      const file = resolveInside(dirs.shell, urlPath);
      if (file && (await sendFile(ctx, file))) return;
      return notFound(ctx);
    }

    if (!existsSync(shellIndex)) return notBuilt(ctx, 'The storefront');
    await storefront(ctx);
  };
}
