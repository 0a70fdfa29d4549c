import { reactLifecycles } from '@ata/ui';
import { preloadPage } from '../frame/ShellPage.tsx';
import { FooterApp } from './FooterApp.tsx';
import { HeaderApp } from './HeaderApp.tsx';
import { PagesApp } from './PagesApp.tsx';
import { StatusApp } from './StatusApp.tsx';

/** The shell's own single-spa applications (bundled with the shell, never loaded over the network). */
export const shellApplications = {
  shell_header: reactLifecycles(HeaderApp),
  shell_pages: reactLifecycles(PagesApp, { preload: preloadPage }),
  shell_status: reactLifecycles(StatusApp),
  shell_footer: reactLifecycles(FooterApp),
};
export type ShellAppName = keyof typeof shellApplications;
