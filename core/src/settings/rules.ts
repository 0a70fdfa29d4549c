/** Site settings keys, the admin screen's fields and the defaults shown while settings load. */
export const settingKeys = [
  'site_name',
  'site_description',
  'contact_email',
  'contact_phone',
  'contact_whatsapp',
  'contact_address',
  'social_facebook',
  'social_instagram',
  'social_twitter',
] as const;
export type SettingKey = (typeof settingKeys)[number];
export type SettingFieldType = 'text' | 'textarea' | 'email' | 'tel' | 'url';
export type SettingTab = 'general' | 'contact' | 'social';

/** The admin Settings screen's fields, by tab (General, Contact Info, Social Media). */
export const settingFields: readonly {
  key: SettingKey;
  label: string;
  type: SettingFieldType;
  tab: SettingTab;
}[] = [
  { key: 'site_name', label: 'Site name', type: 'text', tab: 'general' },
  { key: 'site_description', label: 'Site description', type: 'textarea', tab: 'general' },
  { key: 'contact_email', label: 'Contact e-mail', type: 'email', tab: 'contact' },
  { key: 'contact_phone', label: 'Phone', type: 'tel', tab: 'contact' },
  { key: 'contact_whatsapp', label: 'WhatsApp number', type: 'tel', tab: 'contact' },
  { key: 'contact_address', label: 'Address', type: 'textarea', tab: 'contact' },
  { key: 'social_facebook', label: 'Facebook', type: 'url', tab: 'social' },
  { key: 'social_instagram', label: 'Instagram', type: 'url', tab: 'social' },
  { key: 'social_twitter', label: 'Twitter', type: 'url', tab: 'social' },
];

export const settingTabs: readonly { value: SettingTab; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'contact', label: 'Contact Info' },
  { value: 'social', label: 'Social Media' },
];

export type Settings = Record<SettingKey, string>;

/** Shown while the real settings load, and used when a key is missing. */
export const defaultSettings: Settings = {
  site_name: 'Ata Market',
  site_description: 'Authentic Nigerian spices and foodstuffs, sourced directly from local farmers.',
  contact_email: 'hello@atamarket.ng',
  contact_phone: '+234 803 555 0142',
  contact_whatsapp: '2348035550142',
  contact_address: '14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
  social_facebook: 'https://facebook.com/atamarket',
  social_instagram: 'https://instagram.com/atamarket',
  social_twitter: 'https://twitter.com/atamarket',
};

/**
 * GET /api/settings as every front-end reads it (plain code: the shell's first paint carries no zod).
 * A missing, blank or malformed value, or an answer that is not settings at all, shows the default,
 * so a page always has every setting. `undefined` (still loading) gives the defaults.
 */
export function parseSettings(raw: unknown): Settings {
  const answer =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const settings = { ...defaultSettings };
  for (const key of settingKeys) {
    const value = answer[key];
    if (typeof value === 'string' && value !== '') settings[key] = value;
  }
  return settings;
}
