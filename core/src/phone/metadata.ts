/**
 * libphonenumber-js's metadata cut down to the countries the shop serves. The full metadata is ~80 KB,
 * too much for the checkout's bundle; the shop delivers in Nigeria only, so NG's entry is all the phone
 * rules need. `metadata.ng.json` is written from the installed package by `npm run phone-metadata -w
 * @ata/core`, and metadata.test.ts checks that it still equals what the package holds (an upgrade cannot
 * leave it stale).
 */
export interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/** The countries whose numbers the shop accepts. */
export const PHONE_COUNTRIES = ['NG'] as const;

export function extractCountryMetadata(full: PhoneMetadata, countries: readonly string[]): PhoneMetadata {
  const kept = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, names]) => [code, names.filter((name) => kept.has(name))] as const)
    .filter(([, names]) => names.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  };
}
