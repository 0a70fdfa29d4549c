import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images are kept. Names are content-hashed: an object, once written, never changes. */
export interface ImageStore {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such object. */
  get(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Removes the object; nothing happens when there is none. */
  delete(name: string): Promise<void>;
  /** The URL pages use for the object. */
  urlOf(name: string): string;
}

/** The API route serving stored uploads (`GET /api/images/uploads/:file`). */
export const UPLOADS_URL = '/api/images/uploads';
/** Content-hashed names never change: browsers and CDNs may keep them a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A directory on this machine (the default: `<DATA_DIR>/images`). */
export function directoryStore(dir: string): ImageStore {
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      // Written aside then renamed: a crash never leaves a half-written image under its final name.
      const temporary = path.join(dir, `.${randomUUID()}.part`);
      try {
        await writeFile(temporary, body);
        await rename(temporary, file(name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get: (name) =>
      readFile(file(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      }),
    has: (name) =>
      stat(file(name)).then(
        () => true,
        () => false,
      ),
    delete: (name) => rm(file(name), { force: true }),
    urlOf: (name) => `${UPLOADS_URL}/${name}`,
  };
}
