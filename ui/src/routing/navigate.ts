import type { MouseEvent } from 'react';

/**
 * Client-side navigation that single-spa notices: push the history entry, then fire `popstate`
 * (single-spa listens to it and re-evaluates which applications are active). This is what
 * single-spa's own `navigateToUrl` does, without every remote bundling single-spa.
 */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    window.location.assign(target.href);
    return;
  }
  const next = target.pathname + target.search + target.hash;
  const previousPath = window.location.pathname;
  if (next !== previousPath + window.location.search + window.location.hash) {
    if (options.replace) window.history.replaceState(window.history.state, '', next);
    else window.history.pushState(window.history.state, '', next);
  }
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  if (target.pathname !== previousPath && !target.hash) window.scrollTo(0, 0);
}

/** True for a plain left click the browser would otherwise handle as a full page load. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
