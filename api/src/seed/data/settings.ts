import { defaultSettings } from '@ata/core/settings';
import type { SeedSettings } from './types.ts';

/**
 * Initial values of every settings key: core's defaults, with a fuller shop description, and the demo
 * shop's message settings filled in (core's defaults for them are blank). The owner's alert contacts stay
 * empty: alerts go to `OWNER_EMAIL` (or the local catcher) until she gives her own.
 */
export const seedSettings: SeedSettings = {
  ...defaultSettings,
  site_description:
    'Authentic Nigerian spices and foodstuffs, sourced directly from local farmers and delivered across Nigeria in 2-3 business days.',
  message_sender_name: defaultSettings.site_name,
  daily_summary_time: '19:00',
  message_text_confirmation: 'Thank you for shopping with us!',
  message_text_shipped: 'Our rider will call you before arriving.',
};
