import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from './metadata.ng.json' with { type: 'json' };

/** The country a number without `+` is read in: the shop delivers in Nigeria. */
export const DEFAULT_PHONE_COUNTRY = 'NG';

/** What a person types for a phone number: digits, an optional leading `+`, spaces, dashes, dots, brackets. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/**
 * A Nigerian phone number as typed (0803 123 4567, 803 123 4567, +234 803 123 4567, 234-803-123-4567…)
 * in E.164 (`+2348031234567`), or null when it cannot be one: letters, too few or too many digits, a
 * number of another country.
 */
export function toE164(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED_PHONE.test(text)) return null;
  // `234 803…` without the `+` is also how Nigerians write the international form.
  const withPlus = /^234\d{10}$/.test(text.replace(/\D/g, '')) && !text.startsWith('+') ? `+${text}` : text;
  const parsed = parsePhoneNumberFromString(withPlus, DEFAULT_PHONE_COUNTRY, metadata as MetadataJson);
  return parsed?.isValid() && parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.number : null;
}

export const isPhoneNumber = (typed: string): boolean => toE164(typed) !== null;
