import { preloadable, Spinner } from '@ata/ui';
import { Suspense } from 'react';
import { remoteForPath } from '../spa/owners.ts';
// Page styles are small and also style the loading and error states shown here: load them at once.
import '../pages/pages.css';

const page = (load: () => Promise<{ default: () => React.ReactNode }>) =>
  preloadable(() => load().then((module) => module.default));
const legal = (name: 'Terms' | 'Privacy' | 'Shipping') =>
  preloadable(() => import('../pages/legal/LegalPage.tsx').then((module) => module[name]));

// Each shell page is its own chunk: first paint carries only the frame.
const pages: Record<string, ReturnType<typeof page>> = {
  '/about': page(() => import('../pages/About.tsx')),
  '/contact': page(() => import('../pages/contact/Contact.tsx')),
  '/terms': legal('Terms'),
  '/privacy': legal('Privacy'),
  '/shipping': legal('Shipping'),
};
const NotFound = page(() => import('../pages/NotFound.tsx'));

const pageFor = (pathname: string) => pages[pathname.replace(/\/$/, '')] ?? NotFound;

// The source module behind each entry above, for the server to preload the chunk of the page it rendered.
const pageModules: Record<string, string> = {
  '/about': 'src/pages/About.tsx',
  '/contact': 'src/pages/contact/Contact.tsx',
  '/terms': 'src/pages/legal/LegalPage.tsx',
  '/privacy': 'src/pages/legal/LegalPage.tsx',
  '/shipping': 'src/pages/legal/LegalPage.tsx',
};

/** The source module of the page a path shows (none on a path a micro-frontend owns). */
export const pageModule = (pathname: string): string | undefined =>
  remoteForPath(pathname)
    ? undefined
    : (pageModules[pathname.replace(/\/$/, '')] ?? 'src/pages/NotFound.tsx');

/** The code of the page a path shows, loaded before a server-rendered page is hydrated. */
export const preloadPage = (pathname: string) =>
  remoteForPath(pathname) ? undefined : pageFor(pathname).preload();

/** The shell's own pages; nothing on a path a micro-frontend owns. */
export function ShellPage({ pathname }: { pathname: string }) {
  if (remoteForPath(pathname)) return null;
  const Page = pageFor(pathname);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const PageLoading = () => (
  <div className="shell-loading">
    <Spinner label="Loading page" />
  </div>
);
