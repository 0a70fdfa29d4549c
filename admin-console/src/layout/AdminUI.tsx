import { CssBaseline } from '@mui/material';
import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { CoreAdminUI, type CoreAdminUIProps, LoadingPage } from 'react-admin';
import { LoginPage } from '../auth/LoginPage.tsx';
import { lazyNamed } from '../shared/lazy-named.ts';
import { AdminNotification } from './AdminNotification.tsx';
import { loadLayout } from './load-layout.ts';

const Layout = lazyNamed(loadLayout, 'AdminLayout');
const NotFoundPage = lazyNamed(() => import('./status-pages.ts'), 'NotFound');
const AccessDenied = lazyNamed(() => import('./status-pages.ts'), 'AccessDenied');
const AuthenticationError = lazyNamed(() => import('./status-pages.ts'), 'AuthenticationError');
const CrashPage = lazyNamed(() => import('./status-pages.ts'), 'Error');

/** The app bar, menu and sidebar load after the login, behind react-admin's loading page. */
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

/** Unknown admin URLs, inside the layout. */
function NotFound() {
  return <NotFoundPage />;
}

/** Shown outside the layout (which has a Suspense boundary of its own) when the console crashes. */
function AdminError(props: ComponentProps<typeof CrashPage>) {
  return (
    <Suspense fallback={null}>
      <CrashPage {...props} />
    </Suspense>
  );
}

/**
 * react-admin's `<AdminUI>` (baseline styles, routes, notifications) built from ra-core's `<CoreAdminUI>`:
 * `<Admin>`/`<AdminUI>` bundle their default layout, login, error and not-found pages even when replaced,
 * and the login screen needs none of them. Here only the login page and the loading page are in the first
 * load; everything else renders after the login, lazily.
 */
export function AdminUI(props: Omit<CoreAdminUIProps, 'layout' | 'loginPage'>) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        layout={AdminLayout}
        loginPage={LoginPage}
        loading={LoadingPage}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        error={AdminError}
        {...props}
      />
      <AdminNotification />
    </CssBaseline>
  );
}
