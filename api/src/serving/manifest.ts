import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  federationNames,
  type MicroFrontendName,
  microFrontends,
  remoteEntryUrl,
  shellApplications,
} from '@ata/core/routes';
import {
  chunkKeys,
  chunkUrls,
  moduleKeys,
  readViteManifest,
  type ViteManifest,
} from './ssr/vite-manifest.ts';

export type MfeManifest = Record<MicroFrontendName, string>;

/**
 * `/mfe-manifest.json`: each remote's `remoteEntry.js`. `MFE_<NAME>_URL` moves a remote to another
 * origin without rebuilding the shell; it may name the entry file itself or the folder it is served from.
 */
export function buildManifest(env: NodeJS.ProcessEnv = process.env): MfeManifest {
  const entries = microFrontends.map((app) => {
    const override = env[app.env]?.trim();
    if (!override) return [app.name, remoteEntryUrl(app.urlPath)];
    if (/\.m?js(\?|$)/.test(override)) return [app.name, override];
    return [app.name, remoteEntryUrl(override)];
  });
  return Object.fromEntries(entries) as MfeManifest;
}

/**
 * Names each remote entry this process serves itself with its content (`remoteEntry.js?v=<hash>`), so the
 * page, `/mfe-manifest.json` and the service worker agree on which build of each micro-frontend is current:
 * a page keeps loading the entry of the build it was rendered with (an old page kept on a phone included),
 * and a new build is a new URL. A remote served from elsewhere (`MFE_<NAME>_URL`) is left as configured.
 */
export function versionRemoteEntries(manifest: MfeManifest, root: string): MfeManifest {
  const versioned = microFrontends.map((app) => {
    const url = manifest[app.name];
    const file = path.join(root, app.workspace, 'dist', url.slice(app.urlPath.length));
    if (url !== remoteEntryUrl(app.urlPath) || !existsSync(file)) return [app.name, url];
    const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
    return [app.name, `${url}?v=${version}`];
  });
  return Object.fromEntries(versioned) as MfeManifest;
}

/** Origins other than our own that pages must be allowed to load scripts from (CSP). */
export function foreignOrigins(manifest: MfeManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** One application the server composes pages from: where its server entry and its page CSS are. */
export interface ServerApplication {
  /** Absolute path of its server entry: its build's `dist/server/server.js`, or `MFE_<NAME>_SERVER_ENTRY`. */
  serverEntry: string;
  /** Stylesheets (URLs) the page must have in `<head>` (inlined) when this application is on it. */
  css: string[];
  /** JavaScript (URLs) the browser runs whenever this application is on the page, to modulepreload. */
  scripts: string[];
  /** Of those, what the page's entry script imports statically (the frame's), preloaded first. */
  entryImports?: string[];
  /** JavaScript (URLs) of the screens a render names (source modules, as `src/shop/ShopPage.tsx`). */
  screenScripts: (modules: string[]) => string[];
}

/** What the browser build of a remote serves, read from its Vite manifest. */
function remoteBuild(root: string, workspace: string, browserEntry: string) {
  const manifest: ViteManifest = readViteManifest(path.join(root, workspace, 'dist'));
  const [entryKey] = chunkKeys(manifest, (chunk) => chunk.name === federationNames.remoteEntryChunk);
  const entryFile = entryKey ? (manifest[entryKey]?.file ?? '') : '';
  // The manifest's paths are relative to the remote's base: the entry's URL without its own path (nor `?v=`).
  const entryPath = browserEntry.split('?')[0] ?? '';
  const base = entryFile && entryPath.endsWith(entryFile) ? entryPath.slice(0, -entryFile.length) : undefined;
  const urls = (keys: string[]) => (base === undefined ? [] : chunkUrls(manifest, keys, base));
  return {
    /** The remote entry and the chunks of these exposed modules. */
    exposes: (...exposed: string[]) => [
      browserEntry,
      ...urls(
        chunkKeys(manifest, (chunk) => exposed.map(federationNames.exposedChunk).includes(chunk.name ?? '')),
      ),
    ],
    screens: (modules: string[]) => urls(moduleKeys(manifest, modules)),
  };
}

/**
 * The server's half of the runtime manifest, from the same builds as `/mfe-manifest.json`: per single-spa
 * application, its server entry, CSS and the JavaScript to preload. The shell's own applications share
 * its entry; the header (on every page) carries what the frame loads on every page: the shell's chunks and
 * the shared React. No remote's code or CSS comes with the frame: the cart store loads after hydration and
 * the drawer (with the cart remote's stylesheet) when the cart first opens (shell/src/spa/cart.ts).
 */
export function buildServerManifest(
  root: string,
  manifest: MfeManifest,
  listCss: (dir: string) => string[],
  env: NodeJS.ProcessEnv = process.env,
): Record<string, ServerApplication> {
  const shellDist = path.join(root, 'shell/dist');
  const shellManifest = readViteManifest(shellDist);
  const shellScreens = (modules: string[]) =>
    chunkUrls(shellManifest, moduleKeys(shellManifest, modules), '/');
  const shell: ServerApplication = {
    serverEntry: path.join(shellDist, 'server/server.js'),
    css: [],
    scripts: [],
    screenScripts: shellScreens,
  };
  const cssOf = (app: (typeof microFrontends)[number]) => {
    const browserEntry = manifest[app.name];
    const assetsUrl = browserEntry.slice(0, browserEntry.lastIndexOf('/') + 1);
    return listCss(path.join(root, app.workspace, 'dist/assets')).map((file) => `${assetsUrl}${file}`);
  };
  const entryFile = `/${shellManifest['index.html']?.file}`;
  const frame: ServerApplication = {
    ...shell,
    css: [],
    entryImports: chunkUrls(shellManifest, ['index.html'], '/').filter((url) => url !== entryFile),
    scripts: chunkUrls(
      shellManifest,
      chunkKeys(
        shellManifest,
        (chunk, key) => key === 'index.html' || federationNames.isSharedChunk(chunk.name ?? ''),
      ),
      '/',
    ).filter((url) => url !== entryFile),
  };
  const applications: Record<string, ServerApplication> = {
    [shellApplications.header]: frame,
    [shellApplications.pages]: shell,
    [shellApplications.status]: shell,
    [shellApplications.footer]: shell,
  };
  for (const app of microFrontends) {
    const build = remoteBuild(root, app.workspace, manifest[app.name]);
    applications[app.name] = {
      // A remote deployed on its own (MFE_<NAME>_URL) brings its own server entry, named here.
      serverEntry: env[app.serverEntryEnv]?.trim() || path.join(root, app.workspace, 'dist/server/server.js'),
      css: cssOf(app),
      scripts: build.exposes('./lifecycles'),
      screenScripts: build.screens,
    };
  }
  return applications;
}
