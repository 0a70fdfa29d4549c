import { Spinner } from '@ata/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { remoteForPath } from '../spa/applications.ts';
// Page styles are small and also style the loading and error states shown here: load them at once.
import '../pages/pages.css';

// Each shell page is its own chunk: first paint carries only the frame.
const pages: Record<string, ComponentType> = {
  '/about': lazy(() => import('../pages/About.tsx')),
  '/contact': lazy(() => import('../pages/contact/Contact.tsx')),
  '/terms': lazy(() => import('../pages/legal/LegalPage.tsx').then((m) => ({ default: m.Terms }))),
  '/privacy': lazy(() => import('../pages/legal/LegalPage.tsx').then((m) => ({ default: m.Privacy }))),
  '/shipping': lazy(() => import('../pages/legal/LegalPage.tsx').then((m) => ({ default: m.Shipping }))),
};
const NotFound = lazy(() => import('../pages/NotFound.tsx'));

/** The shell's own pages; nothing on a path a micro-frontend owns. */
export function ShellPage({ pathname }: { pathname: string }) {
  if (remoteForPath(pathname)) return null;
  const Page = pages[pathname.replace(/\/$/, '')] ?? NotFound;
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
