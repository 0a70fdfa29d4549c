// Writes metadata.ng.json from the installed libphonenumber-js (run by `npm run phone-metadata -w @ata/core`).
import { writeFileSync } from 'node:fs';
import full from 'libphonenumber-js/metadata.min.json';
import { extractCountryMetadata, PHONE_COUNTRIES, type PhoneMetadata } from './metadata.ts';

const target = new URL('./metadata.ng.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(extractCountryMetadata(full as PhoneMetadata, PHONE_COUNTRIES))}\n`);
