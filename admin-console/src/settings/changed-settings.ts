import { type SettingKey, type Settings, settingKeys, settingsFormSchema } from '@ata/core/settings';

/** The keys whose (validated, trimmed) value differs from what was loaded: only these are sent. */
export function changedSettings(loaded: Settings, values: Record<string, unknown>): [SettingKey, string][] {
  const parsed = settingsFormSchema.parse(values);
  return settingKeys.filter((key) => parsed[key] !== (loaded[key] ?? '')).map((key) => [key, parsed[key]]);
}
