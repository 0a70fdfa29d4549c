import { Header } from '../header/Header.tsx';

/** single-spa application `shell_header`: the site header (navigation, search, cart button). */
export function HeaderApp() {
  return <Header />;
}
