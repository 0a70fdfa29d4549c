import type { MouseEvent, ReactNode } from 'react';

export interface CartLinkProps {
  /** The shop's cart link; undefined: nothing to send (a disabled button). */
  url: string | undefined;
  /** Runs before the navigation (the `ata:*` event); call preventDefault() to stay. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  quiet?: boolean;
}

/**
 * The hand-off to the shop: a real link opened in the top window (`_top`), so it works from inside a partner's
 * iframe too and the shop's cart cookie is first-party. Looks like a button.
 */
export function CartLink({ url, onClick, children, quiet }: CartLinkProps) {
  const className = quiet ? 'ae-button ae-button--quiet' : 'ae-button';
  if (!url)
    return (
      <button type="button" className={className} part="button" disabled>
        {children}
      </button>
    );
  return (
    <a className={className} part="button" href={url} target="_top" onClick={onClick}>
      {children}
    </a>
  );
}
