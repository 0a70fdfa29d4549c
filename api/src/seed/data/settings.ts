import { defaultSettings } from '@ata/core/settings';
import type { SeedSettings } from './types.ts';

/** Initial values of every settings key: core's defaults, with a fuller shop description. */
export const seedSettings: SeedSettings = {
  ...defaultSettings,
  site_description:
    'Authentic Nigerian spices and foodstuffs, sourced directly from local farmers and delivered across Nigeria in 2-3 business days.',
};
