import { parseSettings, type Settings } from '@ata/core/settings';
import { lazyModule } from '@ata/ui';
import { type ReactNode, Suspense, startTransition, useContext, useEffect, useState } from 'react';
import { initialSettings, RenderedSettings } from './initial-settings.ts';

// The data layer (TanStack Query, shared with the micro-frontends, and @ata/ui's useSettings) is not
// needed to paint the frame: it loads right after the first frame is painted, with the settings the server
// rendered the page with (or the defaults) until then.
export const LiveSettings = lazyModule('src/settings/LiveSettings.tsx', () =>
  import('./LiveSettings.tsx').then((m) => m.default),
);

let painted = false;

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    // The second animation frame starts once the first one has been painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        painted = true;
        // LiveSettings' code first, so that it renders at once: a suspending render would swap the painted
        // markup for a second copy (the fallback), losing focus and what was typed (preact/compat has no
        // transitions to keep the old markup meanwhile). A transition too, for React.
        LiveSettings.preload()
          .catch(() => undefined)
          .then(() => startTransition(() => setReady(true)));
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}

/** Renders `children` with the shop's settings: the server's or the defaults first, the owner's once read. */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  const ready = useAfterFirstPaint();
  const rendered = useContext(RenderedSettings);
  const fallback = children(parseSettings(rendered ?? initialSettings()));
  // Always inside the same boundary: a page that hydrates after the first paint (its chunk came later)
  // keeps the server's markup until LiveSettings has loaded, instead of a mismatch.
  return (
    <Suspense fallback={fallback}>{ready ? <LiveSettings>{children}</LiveSettings> : fallback}</Suspense>
  );
}
