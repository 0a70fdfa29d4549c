import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: hex HMAC-SHA512 of the exact request bytes with the secret key. */
export const signPayload = (rawBody: Buffer | string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** Constant-time check of `x-paystack-signature` against the raw body; false for a missing or malformed header. */
export function isValidSignature(rawBody: Buffer, header: string | undefined, secretKey: string): boolean {
  if (!header || !HEX_SHA512.test(header)) return false;
  const expected = Buffer.from(signPayload(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
