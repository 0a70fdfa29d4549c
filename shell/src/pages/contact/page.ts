import { definePage, lazyModule } from '@ata/ui';

const ContactScreen = lazyModule('src/pages/contact/Contact.tsx', () =>
  import('./Contact.tsx').then((m) => m.default),
);

export const contactPage = definePage({ path: '/contact', screen: ContactScreen });
