import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPendingSubmission, idempotencyKeyFor } from './idempotency.ts';

beforeEach(() => window.sessionStorage.clear());

describe('idempotencyKeyFor', () => {
  it('keeps one key for retries of the same submission, even across a reload', () => {
    const payload = { customerName: 'Ngozi', items: [{ productId: 'a', quantity: 1 }] };
    const key = idempotencyKeyFor(payload);
    expect(idempotencyKeyFor(structuredClone(payload))).toBe(key);
    expect(window.sessionStorage.getItem('ata_pending_order')).toContain(key);
  });

  it('gives a changed submission, or one after a placed order, a new key', () => {
    const first = idempotencyKeyFor({ items: [1] });
    const changed = idempotencyKeyFor({ items: [1, 2] });
    expect(changed).not.toBe(first);
    forgetPendingSubmission();
    expect(idempotencyKeyFor({ items: [1, 2] })).not.toBe(changed);
  });
});
