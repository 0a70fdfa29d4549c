// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyCodeProblems } from './lazy-code-problems.ts';

const uiRoot = resolve(import.meta.dirname, '../..');
const loadPreloadable = async () => (await import('../preloadable.tsx')).preloadable;

describe('lazyCodeProblems', () => {
  it('accepts a module that exports what its loader loads', async () => {
    expect(
      await lazyCodeProblems([{ module: 'src/preloadable.tsx', preload: loadPreloadable }], uiRoot),
    ).toEqual([]);
  });

  it('names a module that does not exist, and one that is not what the loader imports', async () => {
    const problems = await lazyCodeProblems(
      [
        { module: 'src/preloadable.ts', preload: loadPreloadable },
        { module: 'src/use-save-data.ts', preload: loadPreloadable },
      ],
      uiRoot,
    );
    expect(problems).toEqual([
      'src/preloadable.ts: no such file',
      'src/use-save-data.ts: not what its loader imports',
    ]);
  });
});
