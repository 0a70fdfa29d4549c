import type { PublicPath } from '@ata/core/routes';
import type { ComponentType } from 'react';
import { preloadable } from '../preloadable.tsx';
import { matchRoute } from '../routing/routes.ts';
import type { ServerPage } from '../server/render.tsx';
import type { PageHead } from './page-head.ts';

/** Code a page loads lazily, with the source module it comes from (relative to the app's root). */
export interface LazyCode {
  /** The server preloads this module's browser chunk on the pages that show it. */
  module: string;
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded component (`preloadable`) that names its source module. Write the path beside the
 * `import()` it describes; each app's pages test checks that the two agree.
 */
export const lazyModule = <Props extends object>(module: string, load: () => Promise<ComponentType<Props>>) =>
  Object.assign(preloadable(load), { module });

type ParamNames<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** `/product/{id}` → `{ id: string }`. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** Where a page is: its path's parameters (URL-decoded) and the query string. */
export interface PageLocation<Path extends string> {
  params: PathParams<Path>;
  query: URLSearchParams;
}

/** What a page's prefetch found: its data (for the head) or the status its absence means. */
export interface Prefetched<Data> {
  data?: Data;
  status?: number;
}

/** One page of an app: everything the app, its server entry and the preloads need to know about it. */
export interface Page<Path extends PublicPath, Props extends object, Data> {
  /** The route-table path the page answers (core's `publicRoutes`). */
  path: Path;
  /** What it shows: an eager component, or a `lazyModule` (then its chunk is preloaded). */
  screen: ComponentType<Props>;
  /** The screen's props, from the URL. */
  props?: (location: PageLocation<Path>) => NoInfer<Props>;
  /** Further code the screen loads lazily that the page needs at once (a post's markdown renderer). */
  loads?: readonly LazyCode[];
  /** Server render: fills the query cache with what the page shows (the browser hydrates from it). */
  prefetch?: (page: ServerPage & PageLocation<Path>) => Promise<Prefetched<Data>>;
  /** The page's `<head>`: rendered by the server entry, and its title and description by the screen. */
  head?: (data: Data, origin: string) => PageHead;
  /** Its structured data for search engines (JSON-LD), written into the server's head. */
  jsonLd?: (data: Data, origin: string) => unknown[];
}

/** A page as an app's list holds it, whatever its props and data. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds pages of different props and data.
export type AnyPage = Page<PublicPath, any, any>;

/** Declares a page; its params, props and head data are typed from its path and functions. */
export const definePage = <Path extends PublicPath, Props extends object = object, Data = undefined>(
  page: Page<Path, Props, Data>,
): Page<Path, Props, Data> => page;

const isPage = (value: unknown): value is AnyPage =>
  typeof value === 'object' && value !== null && 'path' in value && 'screen' in value;

/**
 * An app's pages: the ones each `page.ts` of its feature folders exports, gathered by Vite's
 * `import.meta.glob('./*\/page.ts', { eager: true })`, so a page added in a folder of its own needs no list
 * edited. Two pages answering one path are a mistake, refused when the app loads.
 */
export function pagesOf(modules: Record<string, Record<string, unknown>>): AnyPage[] {
  const pages = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isPage));
  const paths = pages.map((page) => page.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) throw new Error(`Two pages answer ${twice}`);
  return pages;
}

/** The page of a list that shows a path, with the path's parameters; undefined when none does. */
export function matchPage<P extends AnyPage>(pages: readonly P[], pathname: string) {
  const match = matchRoute(pathname);
  const page = match && pages.find((candidate) => candidate.path === match.route.path);
  // The route table matched the page's own path: its parameters are the path's.
  return page && match ? { page, params: match.params as PathParams<P['path']> } : undefined;
}

/** The lazily loaded code of a page: its screen when lazy, and what it loads beside it. */
export const lazyCodeOf = (page: AnyPage): LazyCode[] => [
  ...('module' in page.screen ? [page.screen as unknown as LazyCode] : []),
  ...(page.loads ?? []),
];

/** Loads lazy code (none: nothing to wait for). */
export const preloadCode = (code: readonly LazyCode[]): Promise<unknown> | undefined =>
  code.length ? Promise.all(code.map((lazy) => lazy.preload())) : undefined;

/** Loads the code of the page a path shows, so that a server-rendered page hydrates without waiting for it. */
export function preloadPage(pages: readonly AnyPage[], pathname: string): Promise<unknown> | undefined {
  const match = matchPage(pages, pathname);
  return preloadCode(match ? lazyCodeOf(match.page) : []);
}
