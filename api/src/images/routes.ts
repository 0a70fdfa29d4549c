import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import type { AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { param } from '../http/validate.ts';

export const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/images');
const FILE = /^[a-z0-9][a-z0-9-]{0,120}\.svg$/;

/** Product, category and blog art: local SVG files, no external image host. */
export function imageRoutes(dir = imagesDir): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/images' });
  const files = new Map<string, Buffer>();

  router.get('/:file', async (ctx) => {
    const name = param(ctx, 'file');
    if (!FILE.test(name)) throw notFound('Image not found');
    let body = files.get(name);
    if (!body) {
      body = await readFile(path.join(dir, name)).catch(() => undefined);
      if (!body) throw notFound('Image not found');
      files.set(name, body);
    }
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    // Partner sites show these images through the widget.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    // An SVG opened directly must not run script.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = body;
  });
  return router;
}
