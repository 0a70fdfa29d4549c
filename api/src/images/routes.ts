import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import { notFound } from '../errors.ts';
import { defineRoute } from '../http/route.ts';

export const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/images');
const FILE = /^[a-z0-9][a-z0-9-]{0,120}\.svg$/;
const NOT_FOUND = 'Image not found';

/** Product, category and blog art: local SVG files, no external image host. */
export function imageRoutes(dir = imagesDir) {
  const files = new Map<string, Buffer>();
  return [
    defineRoute({
      method: 'get',
      path: '/api/images/:file',
      tag: 'images',
      summary: 'Product, category and blog art (SVG)',
      access: 'public',
      params: z.object({ file: keySchema.check(z.describe('`<name>.svg`')) }),
      responses: { 200: { description: 'The image', contentType: 'image/svg+xml' }, 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        const name = params.file;
        if (!FILE.test(name)) throw notFound(NOT_FOUND);
        let body = files.get(name);
        if (!body) {
          body = await readFile(path.join(dir, name)).catch(() => undefined);
          if (!body) throw notFound(NOT_FOUND);
          files.set(name, body);
        }
        ctx.type = 'image/svg+xml';
        ctx.set('Cache-Control', 'public, max-age=86400');
        // Partner sites show these images through the widget.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
        // An SVG opened directly must not run script.
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        ctx.body = body;
      },
    }),
  ];
}
