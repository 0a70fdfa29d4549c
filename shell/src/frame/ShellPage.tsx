import { PageRoutes, Spinner } from '@ata/ui';
import { lazyCodeOf, matchPage, preloadCode } from '@ata/ui/page/define-page.ts';
import { Suspense } from 'react';
import { NotFound, shellPages } from '../pages/pages.ts';
import { remoteForPath } from '../spa/owners.ts';
// Page styles are small and also style the loading and error states shown here: load them at once.
import '../pages/pages.css';

/** The lazily loaded code of the page a path shows (none on a path a micro-frontend owns). */
export function pageCode(pathname: string) {
  if (remoteForPath(pathname)) return [];
  const match = matchPage(shellPages, pathname);
  return match ? lazyCodeOf(match.page) : [NotFound];
}

/** The code of the page a path shows, loaded before a server-rendered page is hydrated. */
export const preloadPage = (pathname: string) => preloadCode(pageCode(pathname));

/** The shell's own pages; nothing on a path a micro-frontend owns. */
export function ShellPage({ pathname }: { pathname: string }) {
  if (remoteForPath(pathname)) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <PageRoutes pages={shellPages} fallback={<NotFound />} />
    </Suspense>
  );
}

export const PageLoading = () => (
  <div className="shell-loading">
    <Spinner label="Loading page" />
  </div>
);
