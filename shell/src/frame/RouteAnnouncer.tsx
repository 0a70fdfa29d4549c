import { onRouteChange } from '@ata/ui';
import { useEffect, useState } from 'react';
import { focusHeadingOnNavigation } from './focus-heading.ts';

/**
 * Client-side navigation is silent for screen readers: announce the new page's title. Read a moment
 * after the route changes, so that a micro-frontend has set its own title. Focus moves to the new
 * page's heading too (focus-heading.ts).
 */
export function RouteAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: number | undefined;
    const stop = onRouteChange(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMessage(document.title), 600);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    const main = document.getElementById('main-content');
    return main ? focusHeadingOnNavigation(main) : undefined;
  }, []);
  return (
    <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
