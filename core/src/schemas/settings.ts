import { z } from 'zod';
import { type SettingKey, settingFields, settingKeys } from '../content/settings.ts';
import { EMAIL_PATTERN } from './common.ts';

export const settingKeySchema = z.enum(settingKeys);

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** SPEC §5 settings: e-mail fields must be valid ('Invalid email address'), URL fields ('Invalid URL'). */
export function settingValueSchema(key: SettingKey) {
  const type = settingFields.find((field) => field.key === key)?.type ?? 'text';
  const value = z.string().trim().max(2000);
  if (type === 'email') return value.regex(EMAIL_PATTERN, 'Invalid email address');
  if (type === 'url') return value.refine((v) => v === '' || isUrl(v), 'Invalid URL');
  return value;
}

/** Body of PUT /api/settings/:key. */
export const settingUpdateSchema = z.object({ value: z.string() });
