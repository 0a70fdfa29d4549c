import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of a Vite build's `.vite/manifest.json` (the fields the server reads). */
export interface ViteChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;

/** The build's manifest, or none when it was built without one (then nothing is preloaded). */
export function readViteManifest(distDir: string): ViteManifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

/** The keys of the chunks that pass `test`. */
export const chunkKeys = (manifest: ViteManifest, test: (chunk: ViteChunk, key: string) => boolean) =>
  Object.keys(manifest).filter((key) => test(manifest[key] as ViteChunk, key));

/**
 * URLs (under `base`) of the JavaScript of the given chunks and of every chunk they import
 * statically: what the browser needs before they run, so it can fetch all of it at once.
 */
export function chunkUrls(manifest: ViteManifest, keys: string[], base: string): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) urls.push(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return urls;
}

/** Keys of the chunks built from these source modules (paths relative to the build's root, or their ends). */
export const moduleKeys = (manifest: ViteManifest, modules: string[]) =>
  chunkKeys(manifest, (chunk, key) =>
    modules.some((module) => key === module || key.endsWith(`/${module}`) || chunk.src === module),
  );
