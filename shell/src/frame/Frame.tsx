import { usePathname } from '@ata/ui';
import { useEffect, useRef } from 'react';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';
import { remoteForPath, startApplications } from '../spa/applications.ts';
import { LazyToaster } from '../toast/LazyToaster.tsx';
import { RemoteArea } from './RemoteArea.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { ShellPage } from './ShellPage.tsx';

/** The site frame: header, the active page (a micro-frontend or a shell page), footer, cart drawer, toasts. */
export function Frame() {
  const pathname = usePathname();
  const drawer = useRef<HTMLDivElement>(null);

  // single-spa starts once the containers it mounts into exist.
  useEffect(() => {
    startApplications(drawer.current);
  }, []);

  return (
    <div className="shell-app">
      <a href="#main-content" className="shell-skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        <RemoteArea active={remoteForPath(pathname)} />
        <ShellPage pathname={pathname} />
      </main>
      <Footer />
      <div id="shell-cart-drawer" ref={drawer} />
      <LazyToaster />
      <RouteAnnouncer />
    </div>
  );
}
