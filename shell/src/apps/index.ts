import { shellApplications as names } from '@ata/core/routes';
import { reactLifecycles } from '@ata/ui';
import { preloadPage } from '../frame/ShellPage.tsx';
import { FooterApp } from './FooterApp.tsx';
import { HeaderApp } from './HeaderApp.tsx';
import { PagesApp } from './PagesApp.tsx';
import { StatusApp } from './StatusApp.tsx';

/** The shell's own single-spa applications (bundled with the shell, never loaded over the network). */
export const shellApplications = {
  [names.header]: reactLifecycles(HeaderApp),
  [names.pages]: reactLifecycles(PagesApp, { preload: preloadPage }),
  [names.status]: reactLifecycles(StatusApp),
  [names.footer]: reactLifecycles(FooterApp),
};
export type ShellAppName = keyof typeof shellApplications;
