import { preloadable, Spinner } from '@ata/ui';
import { Suspense } from 'react';
import { remoteForPath } from '../spa/owners.ts';

const page = (load: () => Promise<{ default: () => React.ReactNode }>) =>
  preloadable(() => load().then((module) => module.default));

// Each shell page is its own chunk: first paint carries only the frame.
const pages: Record<string, ReturnType<typeof page>> = {
  '/about': page(() => import('../pages/About.tsx')),
  '/contact': page(() => import('../pages/contact/Contact.tsx')),
  '/terms': page(() => import('../pages/legal/Terms.tsx')),
  '/privacy': page(() => import('../pages/legal/Privacy.tsx')),
  '/shipping': page(() => import('../pages/legal/Shipping.tsx')),
};
const NotFound = page(() => import('../pages/NotFound.tsx'));

const pageFor = (pathname: string) => pages[pathname.replace(/\/$/, '')] ?? NotFound;

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
