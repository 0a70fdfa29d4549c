import { brand, navLinks } from '@ata/core/site';
import { Dialog, DialogTitle, isActiveLink, Link, onRouteChange } from '@ata/ui';
import { useEffect } from 'react';
import { CloseIcon } from './icons.tsx';

/** Under 768 px the navigation slides out from the side and closes on every route change. */
export function MobileMenu({
  open,
  onClose,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  pathname: string;
}) {
  useEffect(() => (open ? onRouteChange(onClose) : undefined), [open, onClose]);
  // Widening the window past the breakpoint hides the menu button: close the sheet too.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 769px)');
    const onChange = () => wide.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} placement="left" className="shell-mobile-menu">
      <DialogTitle hidden>Menu</DialogTitle>
      <div id="shell-mobile-menu">
        <button
          type="button"
          className="shell-icon-btn shell-mobile-menu__close"
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <p className="shell-mobile-menu__brand">{brand.name}</p>
        <nav aria-label="Mobile">
          <ul>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="shell-mobile-menu__link"
                  aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
                  onClick={onClose}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
