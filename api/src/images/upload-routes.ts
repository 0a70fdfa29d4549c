import { imageSources, originalName, type UploadedImage, uploadedImageSchema } from '@ata/core/image';
import getRawBody from 'raw-body';
import * as z from 'zod/mini';
import { invalid, notFound } from '../errors.ts';
import { bodyError } from '../http/error-handler.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { ACCEPTED, contentTypes, encode, type ImageFile, prepare } from './process.ts';
import { IMMUTABLE, type ImageStore, UPLOADS_URL } from './store.ts';

export const UPLOAD_PATH = '/api/images';

export interface ImageUploads {
  store: ImageStore;
  /** Largest file accepted (bytes). */
  maxBytes: number;
  /** Largest image decoded (width × height). */
  maxPixels: number;
}

const FILE = /^[0-9a-f]{24}-\d{1,5}x\d{1,5}(-\d{1,5}w)?\.(jpg|png|webp|avif)$/;
const typeOfExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
const NOT_FOUND = 'Image not found';
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** One image at a time per process: a 50-megapixel photo takes hundreds of megabytes while it is worked on. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

/** Writes every file, or, when one fails, removes those already written: a failed upload leaves nothing. */
async function putAll(store: ImageStore, files: ImageFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.put(file.name, file.body, file.contentType);
      written.push(file.name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => store.delete(name)));
    throw error;
  }
}

/** Admin uploads (the file itself as the body) and the stored files, served for a year. */
export function uploadRoutes({ store, maxBytes, maxPixels }: ImageUploads) {
  const queue = oneAtATime();
  const upload = (input: Buffer): Promise<UploadedImage> =>
    queue(async () => {
      const prepared = await prepare(input, maxPixels);
      const name = originalName(prepared.hash, prepared.width, prepared.height, prepared.format);
      const url = store.urlOf(name);
      // Read back before anything is written: a name that did not parse once left its files behind.
      const sources = imageSources(url);
      if (!sources) throw new Error(`An upload's name does not parse: ${name}`);
      // The original is written last: once it exists, every variant does, and the same file is not redone.
      if (!(await store.has(name))) await putAll(store, await encode(prepared));
      return {
        url,
        width: sources.width,
        height: sources.height,
        format: prepared.format,
        variants: sources.variants,
      };
    });

  return [
    defineRoute({
      method: 'post',
      path: UPLOAD_PATH,
      tag: 'images',
      summary: `Upload an image: the file itself as the body (${ACCEPTED}, up to ${megabytes(maxBytes)}). Stored without its metadata, upright, with AVIF and WebP variants`,
      access: 'admin',
      rawBody: {
        description:
          'The image file. Its type is read from its bytes; the Content-Type header is not trusted.',
        contentTypes: [...Object.values(contentTypes), 'image/heic', 'application/octet-stream'],
      },
      responses: {
        201: {
          description: 'Stored (or already stored: the same file gives the same names)',
          schema: uploadedImageSchema,
          headers: { Location: 'The original image' },
        },
        400: 'Empty body',
        413: `File larger than ${megabytes(maxBytes)}`,
        415: `Not a ${ACCEPTED} image, or a compressed body`,
        422: 'Too many pixels, a side too long, too long and thin, or a damaged image',
      },
      handler: async (ctx) => {
        const encoding = ctx.get('Content-Encoding');
        if (encoding && encoding !== 'identity') throw new HttpError(415, 'Unsupported body encoding');
        const input = await getRawBody(ctx.req, { limit: maxBytes }).catch((error) => {
          const refused = bodyError(error);
          throw refused.status === 413
            ? new HttpError(413, `The file is larger than ${megabytes(maxBytes)}`)
            : refused;
        });
        if (input.length === 0) throw invalid('The body is empty: send the image file');
        const image = await upload(input);
        ctx.status = 201;
        ctx.set('Location', image.url);
        ctx.body = image;
      },
    }),
    defineRoute({
      method: 'get',
      path: `${UPLOADS_URL}/:file`,
      tag: 'images',
      summary: 'An uploaded image or one of its variants (content-hashed name: cached for a year)',
      access: 'public',
      params: z.object({
        file: z.string().check(z.describe('`<hash>-<w>x<h>[-<variant>w].<jpg|png|webp|avif>`')),
      }),
      responses: {
        200: { description: 'The image', contentType: Object.values(typeOfExtension) },
        404: NOT_FOUND,
      },
      handler: async (ctx, { params }) => {
        if (!FILE.test(params.file)) throw notFound(NOT_FOUND);
        const body = await store.get(params.file);
        if (!body) throw notFound(NOT_FOUND);
        ctx.type = typeOfExtension[params.file.slice(params.file.lastIndexOf('.') + 1)]!;
        ctx.set('Cache-Control', IMMUTABLE);
        // Partner sites show these images through the widget.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
        ctx.body = body;
      },
    }),
  ];
}
