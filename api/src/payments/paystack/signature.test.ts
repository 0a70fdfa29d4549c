import { describe, expect, it } from 'vitest';
import { isValidSignature, signPayload } from './signature.ts';

const body = Buffer.from('{"event":"charge.success"}');

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA512 of the raw bytes with the secret key, in either case', () => {
    const signature = signPayload(body, 'secret');
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isValidSignature(body, signature, 'secret')).toBe(true);
    expect(isValidSignature(body, signature.toUpperCase(), 'secret')).toBe(true);
  });

  it('refuse another key, other bytes, and missing or malformed headers', () => {
    const signature = signPayload(body, 'secret');
    expect(isValidSignature(body, signPayload(body, 'other'), 'secret')).toBe(false);
    expect(isValidSignature(Buffer.from(`${body} `), signature, 'secret')).toBe(false);
    for (const header of [undefined, '', signature.slice(1), `${signature}0`, `${signature.slice(1)}g`])
      expect(isValidSignature(body, header, 'secret'), String(header)).toBe(false);
  });
});
