import { lazyModule, pagesOf } from '@ata/ui';

/**
 * The shell's own pages, from each folder's `page.ts`, each its own chunk (first paint carries only the
 * frame): ShellPage reads them.
 */
export const shellPages = pagesOf(import.meta.glob('./*/page.ts', { eager: true }));

/** What every other path no micro-frontend owns shows. */
export const NotFound = lazyModule('src/pages/NotFound.tsx', () =>
  import('./NotFound.tsx').then((m) => m.default),
);
