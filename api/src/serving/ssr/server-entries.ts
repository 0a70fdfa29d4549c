import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRender } from '@ata/core/site';
import type { Logger } from 'pino';

/**
 * Loads each front-end's built server entry once, on the first page that needs it. A missing or broken
 * entry is logged once, with that page's URL, and leaves its regions to the browser (the page still answers).
 */
export class ServerEntries {
  readonly #loaded = new Map<string, Promise<ServerRender | undefined>>();

  constructor(readonly log?: Pick<Logger, 'error'>) {}

  get(file: string, url: string): Promise<ServerRender | undefined> {
    let entry = this.#loaded.get(file);
    if (!entry) {
      entry = this.#load(file, url);
      this.#loaded.set(file, entry);
    }
    return entry;
  }

  async #load(file: string, url: string): Promise<ServerRender | undefined> {
    if (!existsSync(file)) {
      this.log?.error({ file, url }, 'server entry missing: its regions are rendered in the browser');
      return undefined;
    }
    try {
      const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
      if (typeof module.render !== 'function') throw new Error('it exports no render function');
      return module.render as ServerRender;
    } catch (error) {
      this.log?.error(
        { file, url, err: error },
        'server entry could not be loaded: its regions are rendered in the browser',
      );
      return undefined;
    }
  }
}
