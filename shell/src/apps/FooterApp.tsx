import { useEffect, useRef } from 'react';
import { Footer } from '../footer/Footer.tsx';
import { RouteAnnouncer } from '../frame/RouteAnnouncer.tsx';
import { mountCartDrawer } from '../spa/drawer.ts';
import { LazyToaster } from '../toast/LazyToaster.tsx';

/** single-spa application `shell_footer`: footer, and the page-wide layers (cart drawer, toasts, announcer). */
export function FooterApp() {
  const drawer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (drawer.current) mountCartDrawer(drawer.current);
  }, []);
  return (
    <>
      <Footer />
      <div id="shell-cart-drawer" ref={drawer} />
      <LazyToaster />
      <RouteAnnouncer />
    </>
  );
}
