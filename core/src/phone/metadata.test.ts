import full from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import committed from './metadata.ng.json' with { type: 'json' };
import { extractCountryMetadata, PHONE_COUNTRIES, type PhoneMetadata } from './metadata.ts';

describe('the phone metadata the bundles carry', () => {
  it('is the installed libphonenumber-js metadata for the shop’s countries (else: npm run phone-metadata -w @ata/core)', () => {
    expect(committed).toEqual(extractCountryMetadata(full as PhoneMetadata, PHONE_COUNTRIES));
  });
  it('is a small part of the whole', () => {
    expect(JSON.stringify(committed).length).toBeLessThan(JSON.stringify(full).length / 50);
  });
});
