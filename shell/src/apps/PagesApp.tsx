import { usePathname } from '@ata/ui';
import { ShellPage } from '../frame/ShellPage.tsx';

/** single-spa application `shell_pages`: the shell's own pages and the 404 page. */
export function PagesApp() {
  return <ShellPage pathname={usePathname()} />;
}
