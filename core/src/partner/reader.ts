import * as v from 'valibot';
import { PARTNER_CODE_PATTERN } from './vocabulary.ts';

// The embeds' `ref` attribute, read with valibot rather than zod for their size (see ../product/reader.ts);
// reader.test.ts holds it to partnerCodeSchema.
const partnerCodeReader = v.pipe(v.string(), v.trim(), v.regex(PARTNER_CODE_PATTERN), v.toLowerCase());

/** A partner code as partnerCodeSchema takes it (trimmed, lower-cased); null when it would refuse it. */
export function readPartnerCode(value: unknown): string | null {
  const read = v.safeParse(partnerCodeReader, value);
  return read.success ? read.output : null;
}
