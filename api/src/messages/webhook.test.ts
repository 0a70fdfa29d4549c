import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelay } from './send.ts';
import { validSignature } from './webhook.ts';

describe('validSignature (X-Hub-Signature-256)', () => {
  const body = Buffer.from('{"entry":[]}');
  const good = `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`;
  it('accepts the HMAC-SHA256 of the exact bytes with the app secret', () => {
    expect(validSignature(body, good, 'secret')).toBe(true);
    expect(validSignature(body, good.toUpperCase().replace('SHA256=', 'sha256='), 'secret')).toBe(true);
  });
  it('refuses another secret, other bytes, a missing or malformed header', () => {
    expect(validSignature(body, good, 'other')).toBe(false);
    expect(validSignature(Buffer.from('{"entry":[ ]}'), good, 'secret')).toBe(false);
    expect(validSignature(body, undefined, 'secret')).toBe(false);
    expect(validSignature(body, good.slice(0, -2), 'secret')).toBe(false);
    expect(validSignature(body, good.replace('sha256=', 'sha1='), 'secret')).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from the first delay, up to an hour', () => {
    const policy = { windowSeconds: 86_400, delayMs: 30_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelay(policy, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(policy, 30)).toBe(3_600_000);
  });
});
