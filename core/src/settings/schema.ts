import { z } from 'zod/mini';
import { messages } from '../site/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { checked, textBounds } from '../validation/schema.ts';
import { isPrivateSetting, type SettingKey, settingFields, settingKeys } from './rules.ts';

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
/* @__NO_SIDE_EFFECTS__ */
export function settingValueSchema(key: SettingKey) {
  const field = settingFields.find((candidate) => candidate.key === key);
  const type = field?.type ?? 'text';
  const value = [z.trim(), ...textBounds(field?.maxLength ?? 2000, type === 'textarea')];
  if (type === 'number') return wholeNumberSetting(key);
  if (type === 'switch') return checked(z.string(), z.trim(), z.regex(/^(on|off)$/, messages.settingOnOff));
  if (type === 'time')
    return checked(z.string(), z.trim(), z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, messages.settingTime));
  // The owner's alert address may be left empty (then OWNER_EMAIL, or nobody); the shop's own may not.
  if (type === 'email' && isPrivateSetting(key))
    return checked(
      z.string(),
      ...value,
      z.refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Invalid email address'),
    );
  if (type === 'email') return checked(z.string(), ...value, z.regex(EMAIL_PATTERN, 'Invalid email address'));
  if (type === 'url')
    return checked(
      z.string(),
      ...value,
      z.refine((v) => v === '' || isUrl(v), 'Invalid URL'),
    );
  return checked(z.string(), ...value);
}

/** A number setting: digits only, within the field's range (the message names the range). */
function wholeNumberSetting(key: SettingKey) {
  const range = settingFields.find((field) => field.key === key)?.range ?? { min: 0, max: 1_000_000_000 };
  const message = messages.settingOutOfRange(range.min, range.max);
  return checked(
    z.string(),
    z.trim(),
    z.maxLength(12, message),
    z.regex(/^\d+$/, message),
    z.refine((v) => Number(v) >= range.min && Number(v) <= range.max, message),
  );
}

/** Body of PUT /api/settings/:key. */
export const settingUpdateSchema = z.object({
  value: checked(z.string(), z.maxLength(2000, 'Must be at most 2000 characters')),
});
/* @__NO_SIDE_EFFECTS__ */
function eachSetting<T extends z.core.$ZodType>(schemaFor: (key: SettingKey) => T) {
  return z.object(
    Object.fromEntries(settingKeys.map((key) => [key, schemaFor(key)])) as Record<SettingKey, T>,
  );
}

/** The whole admin settings form at once: every key validated by its own `settingValueSchema`. */
export const settingsFormSchema = eachSetting(settingValueSchema);
