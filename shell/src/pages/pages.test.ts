import { resolve } from 'node:path';
import { lazyCodeProblems } from '@ata/ui/page/lazy-code-problems.ts';
import { describe, expect, it } from 'vitest';
import { pageCode } from '../frame/ShellPage.tsx';
import { LiveSettings } from '../settings/WithSettings.tsx';

const appRoot = resolve(import.meta.dirname, '../..');
const modulesAt = (pathname: string) => pageCode(pathname).map((code) => code.module);

describe('the shell’s pages', () => {
  it.each([
    ['/about', 'src/pages/about/About.tsx'],
    ['/contact/', 'src/pages/contact/Contact.tsx'],
    ['/terms', 'src/pages/legal/LegalPage.tsx'],
    ['/privacy', 'src/pages/legal/LegalPage.tsx'],
    ['/shipping', 'src/pages/legal/LegalPage.tsx'],
    ['/no-such-page', 'src/pages/NotFound.tsx'],
    ['/about/us', 'src/pages/NotFound.tsx'],
  ])('%s shows the code of %s', (pathname, module) => expect(modulesAt(pathname)).toEqual([module]));

  it('shows nothing of its own on a path a micro-frontend owns', () => {
    expect(modulesAt('/shop')).toEqual([]);
    expect(modulesAt('/blog/pepper-soup')).toEqual([]);
  });

  it('names, for each lazily loaded page and the live settings, the module file its loader imports', async () => {
    const code = [
      ...['/about', '/contact', '/terms', '/privacy', '/shipping', '/x'].flatMap(pageCode),
      LiveSettings,
    ];
    expect(await lazyCodeProblems(code, appRoot)).toEqual([]);
  });
});
