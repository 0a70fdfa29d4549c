import type { ReactNode } from 'react';
import { useLocation } from '../routing/location.ts';
import { type AnyPage, matchPage } from './define-page.ts';

/** Shows the page of the list that answers the current path, or `fallback` on any other path. */
export function PageRoutes({ pages, fallback = null }: { pages: readonly AnyPage[]; fallback?: ReactNode }) {
  const { pathname, query } = useLocation();
  const match = matchPage(pages, pathname);
  if (!match) return fallback;
  const { page, params } = match;
  const Screen = page.screen;
  // Keyed by its parameters: another product or post is a fresh screen, not the last one's state.
  return <Screen key={Object.values(params).join('/')} {...page.props?.({ params, query })} />;
}
