import { useEffect } from 'react';
import type { PageHead } from './page/page-head.ts';

/** Sets the page title and (optionally) the meta description while a screen is shown. */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    // The shell resets a route's default title before every single-spa routing (including our own
    // filter changes); apply ours again once routing has finished.
    const apply = () => {
      document.title = title;
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => window.removeEventListener('single-spa:routing-event', apply);
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/**
 * Shows a page's head (the same function its server render used) in the browser: its title and description.
 * The server render has no `document` to change; it writes the whole head itself.
 */
export function usePageHead<Data>(head: (data: Data, origin: string) => PageHead, data: Data): void {
  const shown = typeof window === 'undefined' ? undefined : head(data, window.location.origin);
  useDocumentMeta(shown?.title, shown?.description);
}
