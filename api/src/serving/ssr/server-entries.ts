import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRender } from '@ata/core/site';
import type { Logger } from 'pino';

/**
 * Loads each front-end's built server entry once. A missing or broken entry is logged once and
 * leaves its regions to the browser (the page still answers).
 */
export class ServerEntries {
  readonly #loaded = new Map<string, Promise<ServerRender | undefined>>();

  constructor(readonly log?: Pick<Logger, 'error' | 'warn'>) {}

  get(file: string): Promise<ServerRender | undefined> {
    let entry = this.#loaded.get(file);
    if (!entry) {
      entry = this.#load(file);
      this.#loaded.set(file, entry);
    }
    return entry;
  }

  async #load(file: string): Promise<ServerRender | undefined> {
    if (!existsSync(file)) {
      this.log?.warn({ file }, 'server entry not built: its pages are rendered in the browser');
      return undefined;
    }
    try {
      const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
      if (typeof module.render !== 'function') throw new Error('it exports no render function');
      return module.render as ServerRender;
    } catch (error) {
      this.log?.error(
        { file, err: error },
        'server entry could not be loaded: its pages are rendered in the browser',
      );
      return undefined;
    }
  }
}
