import type { SeedSettings } from './types.ts';

/** Initial values of the SPEC §3 settings keys; the admin edits them under /admin/settings. */
export const seedSettings: SeedSettings = {
  site_name: 'Ata Market',
  site_description:
    'Authentic Nigerian spices and foodstuffs, sourced directly from local farmers and delivered across Nigeria in 2-3 business days.',
  contact_email: 'hello@atamarket.ng',
  contact_phone: '+234 803 555 0142',
  contact_whatsapp: '2348035550142',
  contact_address: '14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
  social_facebook: 'https://facebook.com/atamarket',
  social_instagram: 'https://instagram.com/atamarket',
  social_twitter: 'https://twitter.com/atamarket',
};
