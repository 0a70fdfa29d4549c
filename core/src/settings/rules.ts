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
  'order_max_line_quantity',
  'order_max_unpaid_naira',
  'order_confirm_hours',
  'order_hoard_percent',
  'order_hoard_window_minutes',
  'notify_channels_email',
  'notify_channels_whatsapp',
  'notify_channels_sms',
  'owner_alert_email',
  'owner_alert_whatsapp',
  'message_sender_name',
  'daily_summary_time',
  'message_text_confirmation',
  'message_text_shipped',
] as const;
export type SettingKey = (typeof settingKeys)[number];
/** `switch`: 'on' or 'off'; `time`: 'HH:MM' (24 h), or '' for none. */
export type SettingFieldType = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'number' | 'switch' | 'time';
export type SettingTab = 'general' | 'contact' | 'social' | 'orders' | 'messages';

/**
 * The owner's own contacts for order alerts: read by the server only, never served by the public
 * `GET /api/settings` (admins read them one by one).
 */
export const privateSettingKeys: readonly SettingKey[] = ['owner_alert_email', 'owner_alert_whatsapp'];
export const isPrivateSetting = (key: string): boolean =>
  (privateSettingKeys as readonly string[]).includes(key);

/** The admin Settings screen's fields, by tab (General, Contact Info, Social Media, Orders, Messages). */
export const settingFields: readonly {
  key: SettingKey;
  label: string;
  type: SettingFieldType;
  tab: SettingTab;
  /** Number fields: the whole numbers allowed. */
  range?: { min: number; max: number };
  /** Text fields: the most characters allowed (2000 otherwise). */
  maxLength?: number;
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
  {
    key: 'order_max_line_quantity',
    label: 'Most units of one product in an order',
    type: 'number',
    tab: 'orders',
    range: { min: 1, max: 1000 },
  },
  {
    key: 'order_max_unpaid_naira',
    label: 'Largest pay-on-delivery order (naira, delivery included)',
    type: 'number',
    tab: 'orders',
    range: { min: 1000, max: 100_000_000 },
  },
  {
    key: 'order_confirm_hours',
    label: 'Flag pay-on-delivery orders not confirmed after (hours)',
    type: 'number',
    tab: 'orders',
    range: { min: 1, max: 720 },
  },
  {
    key: 'order_hoard_percent',
    label: "Most of a product's stock one address or phone may reserve (%)",
    type: 'number',
    tab: 'orders',
    range: { min: 1, max: 100 },
  },
  {
    key: 'order_hoard_window_minutes',
    label: '… within (minutes)',
    type: 'number',
    tab: 'orders',
    range: { min: 1, max: 10_080 },
  },
  { key: 'notify_channels_email', label: 'Send e-mails', type: 'switch', tab: 'messages' },
  { key: 'notify_channels_whatsapp', label: 'Send WhatsApp messages', type: 'switch', tab: 'messages' },
  {
    key: 'notify_channels_sms',
    label: 'Send SMS (when WhatsApp fails or is off)',
    type: 'switch',
    tab: 'messages',
  },
  { key: 'owner_alert_email', label: 'New-order alerts to (e-mail)', type: 'email', tab: 'messages' },
  {
    key: 'owner_alert_whatsapp',
    label: 'New-order alerts to (WhatsApp number)',
    type: 'tel',
    tab: 'messages',
  },
  { key: 'message_sender_name', label: 'Sender name', type: 'text', tab: 'messages', maxLength: 60 },
  {
    key: 'daily_summary_time',
    label: 'Daily summary at (Lagos time, empty: none)',
    type: 'time',
    tab: 'messages',
  },
  {
    key: 'message_text_confirmation',
    label: 'Your words in the order confirmation',
    type: 'textarea',
    tab: 'messages',
    maxLength: 300,
  },
  {
    key: 'message_text_shipped',
    label: 'Your words in the "shipped" message',
    type: 'textarea',
    tab: 'messages',
    maxLength: 300,
  },
];

export const settingTabs: readonly { value: SettingTab; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'contact', label: 'Contact Info' },
  { value: 'social', label: 'Social Media' },
  { value: 'orders', label: 'Orders' },
  { value: 'messages', label: 'Messages' },
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
  order_max_line_quantity: '20',
  // Above a big family restock (20 items at ₦2,000–5,000), far below what emptying the shop costs
  // (millions); a larger order can still be paid online. See docs/behaviour.md.
  order_max_unpaid_naira: '100000',
  order_confirm_hours: '48',
  order_hoard_percent: '50',
  order_hoard_window_minutes: '60',
  notify_channels_email: 'on',
  notify_channels_whatsapp: 'on',
  notify_channels_sms: 'on',
  // Empty: the alert goes to OWNER_EMAIL, or with the local mail catcher to a stand-in address.
  owner_alert_email: '',
  owner_alert_whatsapp: '',
  message_sender_name: 'Ata Market',
  daily_summary_time: '',
  message_text_confirmation: '',
  message_text_shipped: '',
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

/**
 * A number setting as the shop reads it (plain code, no zod): a stored value that is not a whole number
 * within the field's range reads as the default.
 */
export function numberSetting(settings: Partial<Record<SettingKey, string>>, key: SettingKey): number {
  const range = settingFields.find((field) => field.key === key)?.range;
  const text = settings[key]?.trim() ?? '';
  const value = /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
  return range && value >= range.min && value <= range.max ? value : Number(defaultSettings[key]);
}
