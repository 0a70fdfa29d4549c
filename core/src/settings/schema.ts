import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { type SettingKey, settingFields, settingKeys } from './rules.ts';

export const settingKeySchema = z.enum(settingKeys);

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A setting's value: e-mail fields must be valid ('Invalid email address'), URL fields too ('Invalid URL'). */
export function settingValueSchema(key: SettingKey) {
  const type = settingFields.find((field) => field.key === key)?.type ?? 'text';
  const value = z.string().trim().max(2000);
  if (type === 'email') return value.regex(EMAIL_PATTERN, 'Invalid email address');
  if (type === 'url') return value.refine((v) => v === '' || isUrl(v), 'Invalid URL');
  return value;
}

/** Body of PUT /api/settings/:key. */
export const settingUpdateSchema = z.object({ value: z.string() });

/** The whole admin settings form at once: every key validated by its own `settingValueSchema`. */
export const settingsFormSchema = z.object(
  Object.fromEntries(settingKeys.map((key) => [key, settingValueSchema(key)])) as {
    [K in SettingKey]: ReturnType<typeof settingValueSchema>;
  },
);
