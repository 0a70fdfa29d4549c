import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LazyCode } from './define-page.ts';

/**
 * For an app's tests: what is wrong with the source modules its lazy code declares. A module that does not
 * exist, or does not export what its loader loads, would preload a chunk the page never runs.
 */
export async function lazyCodeProblems(code: readonly LazyCode[], appRoot: string): Promise<string[]> {
  const problems: string[] = [];
  for (const lazy of code) {
    const file = resolve(appRoot, lazy.module);
    if (!existsSync(file)) {
      problems.push(`${lazy.module}: no such file`);
      continue;
    }
    // One after the other: vitest was seen to load a module twice when its two first imports raced.
    const loaded = await lazy.preload();
    const exported = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    if (!Object.values(exported).includes(loaded))
      problems.push(`${lazy.module}: not what its loader imports`);
  }
  return problems;
}
