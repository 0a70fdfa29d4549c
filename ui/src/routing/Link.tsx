import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick, navigate } from './navigate.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

/** An `<a href>` that navigates inside the single-spa page (new tab, modifiers and external URLs still work). */
export function Link({ href, replace, onClick, target, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (target && target !== '_self')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <a href={href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
