import { describe, expect, it } from 'vitest';
import { parsePaymentReference, paymentReference } from './rules.ts';

describe('payment references', () => {
  it('binds a Paystack reference to an order and an attempt', () => {
    const id = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
    expect(parsePaymentReference(paymentReference(id, 3))).toEqual({ orderId: id, attempt: 3 });
    expect(parsePaymentReference('T123456')).toBeNull();
    expect(parsePaymentReference(`ata-${id}-0`)).toBeNull();
  });
});
