import { definePage, lazyModule } from '@ata/ui';

const AboutScreen = lazyModule('src/pages/about/About.tsx', () =>
  import('./About.tsx').then((m) => m.default),
);

export const aboutPage = definePage({ path: '/about', screen: AboutScreen });
