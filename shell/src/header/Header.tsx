import { brand, navLinks } from '@ata/core/site';
import { isActiveLink, isPlainClick, Link, usePathname } from '@ata/ui';
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useState } from 'react';
import { CartButton } from './CartButton.tsx';
import './header.css';
import { LogoMark, MenuIcon, SearchIcon } from './icons.tsx';

// Both dialogs load on first use: most visits open neither, and first paint does not wait for them.
const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));
const SearchDialog = lazy(() => import('./SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));

/**
 * Before the page's scripts have run (seconds on a slow phone), the menu and search icons are plain links:
 * to the footer's links and to the shop's search form. Once hydrated, a plain click opens their dialogs.
 */
export const MENU_FALLBACK_HREF = '#shell-footer-links';
export const SEARCH_FALLBACK_HREF = '/shop#cat-filter-panel';
const opening = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  open();
};

/** The header changes its look after 10 px of scroll. */
const SCROLL_THRESHOLD_PX = 10;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolled();
  const pathname = usePathname();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that later openings are instant.
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header
      className={scrolled ? 'shell-header shell-header--scrolled' : 'shell-header'}
      data-scrolled={scrolled}
    >
      <div className="shell-container shell-header__inner">
        <a
          href={MENU_FALLBACK_HREF}
          className="shell-icon-btn shell-header__menu-btn"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="shell-mobile-menu"
          onClick={opening(() => setMenuOpen(true))}
        >
          <MenuIcon />
        </a>
        <Link href="/" className="shell-logo" aria-label={`${brand.name} home`}>
          <LogoMark />
          <span className="shell-logo__text">{brand.name}</span>
        </Link>
        <nav className="shell-nav" aria-label="Main">
          <ul>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="shell-nav__link"
                  aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-header__actions">
          <a
            href={SEARCH_FALLBACK_HREF}
            className="shell-icon-btn"
            aria-label="Search products"
            aria-haspopup="dialog"
            onClick={opening(() => setSearchOpen(true))}
          >
            <SearchIcon />
          </a>
          <CartButton />
        </div>
      </div>
      <Suspense fallback={null}>
        {searchUsed && <SearchDialog open={searchOpen} onClose={closeSearch} />}
        {menuUsed && <MobileMenu open={menuOpen} onClose={closeMenu} pathname={pathname} />}
      </Suspense>
    </header>
  );
}
