import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  escapeHtml,
  hintLinks,
  PRELOAD_SCRIPT,
  PRELOAD_TEMPLATE_ID,
  SERVER_STATE_ID,
  scriptSafeJson,
} from '@ata/core/html';
import { frameApplications } from '@ata/core/routes';
import type { ServerRenderResult } from '@ata/core/site';
import type { Logger } from 'pino';
import { constructServerLayout, sendLayoutHTTPResponse } from 'single-spa-layout/server';
import type { ServerApplication } from '../manifest.ts';
import type { ServerEntries } from './server-entries.ts';

/** The applications every page has (the frame); any other rendered application is the page's content. */
const FRAME = new Set<string>(frameApplications);

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * How many of the page's scripts are prefetched with the HTML: as many as HTTP/1.1's six connections to the
 * shop hold beside the page itself. A prefetch the browser could not start at once waited, at its lowest
 * priority, behind every module preload of the first paint, and held the preload of the same file back with
 * it (the browser's cache lets one request per file write): on the slow profile `/shop`'s preload of
 * `preact/compat`, asked for at 1.1 s, came at 3.6 s, behind its own prefetch, and the page hydrated at 4.4 s.
 */
export const PREFETCH_MAX = 5;

/** What single-spa-layout writes for the browser's layout engine; constant, so CSP can allow it by hash. */
export const LAYOUT_DATA_SCRIPT = 'window.singleSpaLayoutData = {"props":{}}';

/** The inline scripts of a server-rendered page, for its Content-Security-Policy. */
export const inlineScriptHashes = [cspHash(LAYOUT_DATA_SCRIPT), cspHash(PRELOAD_SCRIPT)];

export interface ComposedPage {
  status: number;
  html: string;
  /** Applications whose server render failed (their regions are left for the browser). */
  failed: string[];
}

/** Collects what single-spa-layout streams into one string (pages are cached and compressed whole). */
class PageBuffer extends Writable {
  readonly chunks: Buffer[] = [];
  setHeader(): void {}
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
}

/**
 * Composes storefront pages on the server with single-spa-layout from the shell's layout template
 * (the same one the browser builds its routes from): each active application's server entry renders
 * its region with its data; the content application supplies `<head>` and the status.
 */
export function createPageComposer(options: {
  template: string;
  applications: Record<string, ServerApplication>;
  /** `/mfe-manifest.json`, which the page carries so the shell need not ask for it. */
  manifest: Record<string, string>;
  /** Whether the page registers the service worker (`@serviceWorker` in its state). */
  serviceWorker?: boolean;
  entries: ServerEntries;
  /** A stylesheet this server serves itself, read to be inlined (undefined: it is linked instead). */
  readStyle?: (href: string) => string | undefined;
  log?: Pick<Logger, 'error'>;
}) {
  const { template, entry } = deferEntry(options.template, options.readStyle);
  const serverLayout = constructServerLayout({ html: template });

  return async function composePage(request: {
    url: string;
    origin: string;
    fetch: typeof fetch;
  }): Promise<ComposedPage> {
    const { pathname } = new URL(request.url, request.origin);
    const renders = new Map<string, Promise<ServerRenderResult | undefined>>();
    const failed: string[] = [];

    const render = (appName: string) => {
      let result = renders.get(appName);
      if (!result) {
        result = renderApplication(appName);
        renders.set(appName, result);
      }
      return result;
    };
    const renderApplication = async (appName: string) => {
      const application = options.applications[appName];
      const entry = application && (await options.entries.get(application.serverEntry, request.url));
      if (!entry) {
        failed.push(appName);
        return undefined;
      }
      try {
        return await entry({
          url: request.url,
          origin: request.origin,
          props: { name: appName },
          data: { fetch: request.fetch },
        });
      } catch (error) {
        failed.push(appName);
        options.log?.error({ err: error, app: appName, url: request.url }, 'server render failed');
        return undefined;
      }
    };
    // Each file once per page, though several applications may name it.
    const linked = new Set<string>();
    const once = (hrefs: string[]) => hrefs.filter((href) => !linked.has(href) && linked.add(href));
    // In <head>, the CSS the application's region needs to paint, inlined: on a phone's slow link each
    // stylesheet was a round trip (400 ms) and a download the first paint waited for.
    const styles = (hrefs: string[]) =>
      once(hrefs)
        .map(
          (href) =>
            inlineStyle(href, options.readStyle) ?? `<link rel="stylesheet" href="${escapeHtml(href)}">`,
        )
        .join('');
    const assets = async (appName: string) => {
      const application = options.applications[appName];
      return application ? styles(application.css) : '';
    };
    // Resolved once the layout has asked for every application of this URL (see below).
    let everyApplicationAsked: () => void = () => {};
    const applicationsKnown = new Promise<void>((resolve) => {
      everyApplicationAsked = resolve;
    });
    // In <head>, every script the page will run (the entry's imports, the frame's, each application's and
    // the chunks of the screens rendered) and the entry itself:
    // - the first few (PREFETCH_MAX, the entry first) asked for as prefetches, which the browser fetches at
    //   its lowest priority into its cache and neither parses nor runs: the phone's link sat idle from the
    //   HTML's last byte to the first paint (≈ 1 s on the slow profile), and the scripts then queued behind
    //   each other for six connections;
    // - held as module preloads in a template until the first paint (see PRELOAD_SCRIPT), which then compile
    //   and run from that cache. Preloaded with the HTML at high priority, the ~180 KB had shared the bandwidth
    //   with the first paint (Lighthouse LCP 1.4 s → 2.4–2.9 s); a prefetch is not render-blocking for it.
    const preloads = async () => {
      // The head is written before the body's applications are asked for.
      await applicationsKnown;
      const scripts: string[] = [];
      for (const [appName, result] of renders) {
        const application = options.applications[appName];
        const screens = (await result)?.preload ?? [];
        if (!application) continue;
        scripts.push(...(application.entryImports ?? []), ...application.scripts);
        scripts.push(...application.screenScripts(screens));
      }
      const held = once(scripts);
      const entryAttribute = entry ? ` data-entry="${escapeHtml(entry)}"` : '';
      return (
        hintLinks('prefetch', (entry ? [entry, ...held] : held).slice(0, PREFETCH_MAX)) +
        `<template id="${PRELOAD_TEMPLATE_ID}"${entryAttribute}>${hintLinks('modulepreload', held)}</template>` +
        `<script>${PRELOAD_SCRIPT}</script>`
      );
    };

    let resolveHead: (head: string) => void = () => {};
    const head = new Promise<string>((resolve) => {
      resolveHead = resolve;
    });
    const out = new PageBuffer();
    const sent = sendLayoutHTTPResponse({
      res: out as never,
      serverLayout,
      urlPath: pathname,
      renderApplication: ({ appName }) => ({
        assets: assets(appName),
        content: render(appName).then((result) => result?.html ?? ''),
      }),
      retrieveApplicationHeaders: () => ({}),
      retrieveProp: () => undefined,
      assembleFinalHeaders: () => ({}),
      renderFragment: (name) => {
        if (name === 'head') return head;
        if (name === 'state') return stateScript(request.url, options, renders);
        if (name === 'preload') return preloads();
        return '';
      },
    });
    // The layout was serialized synchronously: every application this URL shows has been asked for.
    everyApplicationAsked();
    const contentName = [...renders.keys()].find((name) => !FRAME.has(name));
    const content = contentName ? await render(contentName) : undefined;
    resolveHead(content?.head ?? '');
    await sent;
    await finished(out);
    return {
      status: content?.status ?? 200,
      html: Buffer.concat(out.chunks).toString('utf8'),
      failed,
    };
  };
}

/**
 * Each application's state under its name, under `@url` the URL rendered (hydration renders that one) and
 * under `@manifest` the remotes' entries, under `@serviceWorker` whether to register the worker.
 */
async function stateScript(
  url: string,
  { manifest, serviceWorker = false }: { manifest: Record<string, string>; serviceWorker?: boolean },
  renders: Map<string, Promise<ServerRenderResult | undefined>>,
): Promise<string> {
  const entries = await Promise.all(
    [...renders].map(async ([name, result]) => [name, (await result)?.state] as const),
  );
  const state = {
    '@url': url,
    '@manifest': manifest,
    '@serviceWorker': serviceWorker,
    ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
  };
  return `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`;
}

/** A stylesheet as a `<style>` naming where it came from (the shell then does not link it again). */
function inlineStyle(
  href: string,
  read: ((href: string) => string | undefined) | undefined,
): string | undefined {
  const css = read?.(href);
  // `</style` inside the CSS would end the element early (not in Vite's output, but never trust a file).
  if (css === undefined || /<\/style/i.test(css)) return undefined;
  return `<style data-href="${escapeHtml(href)}">${css}</style>`;
}

/**
 * The built template names the shell's entry script and stylesheet in `<head>`: the stylesheet is inlined
 * and the script taken out, to be added by PRELOAD_SCRIPT after the first paint (the template's
 * `data-entry`). Without a readable stylesheet or entry, the template is used as it is.
 */
export function deferEntry(
  html: string,
  readStyle?: (href: string) => string | undefined,
): { template: string; entry?: string } {
  let entry: string | undefined;
  let template = html.replace(
    /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/,
    (_tag, src: string) => {
      entry = src;
      return '';
    },
  );
  template = template.replace(
    /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g,
    (tag, href: string) => inlineStyle(href, readStyle) ?? tag,
  );
  return { template, entry };
}
