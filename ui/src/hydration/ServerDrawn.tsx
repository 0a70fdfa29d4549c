import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

/** A short fingerprint of a source (FNV-1a): tells the server's drawing of it from another one's. */
export function fingerprint(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${source.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Keeps the element's children as they are: an empty `__html` is never written while hydrating (Preact, React). */
const KEEP_CHILDREN = { __html: '' };

/** Whether this page's server markup holds this part, drawn from this very source. */
function drawnByServer(id: string, drawnFrom: string): boolean {
  const drawn = typeof document === 'undefined' ? null : document.getElementById(id);
  return drawn?.getAttribute('data-drawn-from') === drawnFrom && drawn.hasChildNodes();
}

/**
 * A part of the page that only its source changes, such as a post's body: the server draws `children`, and the
 * browser, hydrating that page, keeps the server's DOM instead of drawing it again. On a phone that spares the
 * work (and the code) of drawing it: the markdown parser neither loads nor runs when a post is opened. A
 * later source (another post, a changed one) is drawn by `children` as usual. Only for a part with nothing to
 * hydrate: no handlers, no state (its links are plain links).
 */
export function ServerDrawn({ source, children }: { source: string; children: ReactNode }) {
  const id = useId();
  const drawnFrom = fingerprint(source);
  const [serverSource] = useState(() => (drawnByServer(id, drawnFrom) ? source : undefined));
  // Once another source has been drawn here the server's DOM is gone: the first source is drawn again too.
  const drawnOther = useRef(false);
  if (source !== serverSource) drawnOther.current = true;
  const [notHydrating, setNotHydrating] = useState(false);
  const kept = !drawnOther.current && !notHydrating;
  const element = useRef<HTMLDivElement>(null);
  // Not a hydration after all (a root mounted afresh over the same markup): draw it rather than show nothing.
  useLayoutEffect(() => {
    if (kept && !element.current?.hasChildNodes()) setNotHydrating(true);
  }, [kept]);
  return kept ? (
    <div
      ref={element}
      id={id}
      data-drawn-from={drawnFrom}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: never written (see KEEP_CHILDREN): the server's DOM stays.
      dangerouslySetInnerHTML={KEEP_CHILDREN}
    />
  ) : (
    <div ref={element} id={id} data-drawn-from={drawnFrom}>
      {children}
    </div>
  );
}
