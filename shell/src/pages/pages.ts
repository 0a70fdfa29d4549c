import { lazyModule } from '@ata/ui';
import { aboutPage } from './about/page.ts';
import { contactPage } from './contact/page.ts';
import { privacyPage, shippingPage, termsPage } from './legal/page.ts';

/** The shell's own pages, each its own chunk (first paint carries only the frame): ShellPage reads this list. */
export const shellPages = [aboutPage, contactPage, termsPage, privacyPage, shippingPage];

/** What every other path no micro-frontend owns shows. */
export const NotFound = lazyModule('src/pages/NotFound.tsx', () =>
  import('./NotFound.tsx').then((m) => m.default),
);
