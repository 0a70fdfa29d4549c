import { definePage, lazyModule } from '@ata/ui';

// The three policies share one module (and one chunk).
const legal = (name: 'Terms' | 'Privacy' | 'Shipping') =>
  lazyModule('src/pages/legal/LegalPage.tsx', () => import('./LegalPage.tsx').then((m) => m[name]));

export const termsPage = definePage({ path: '/terms', screen: legal('Terms') });
export const privacyPage = definePage({ path: '/privacy', screen: legal('Privacy') });
export const shippingPage = definePage({
  path: '/shipping',
  screen: legal('Shipping'),
  // The table of zones, fees and estimates arrives in the HTML.
  ...(import.meta.env.SSR && {
    prefetch: async ({ client, api }) => {
      await client.prefetchQuery({
        queryKey: ['/api/delivery'],
        queryFn: () => api.getJson('/api/delivery'),
      });
      return {};
    },
  }),
});
