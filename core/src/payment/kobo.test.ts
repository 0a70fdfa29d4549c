import { describe, expect, it } from 'vitest';
import { amountDueKobo, deliveryFeeKobo, koboToNairaText, nairaToKobo } from './kobo.ts';
import { parsePaymentReference, paymentReference } from './schemas.ts';

describe('kobo', () => {
  it('reads naira text and numbers as exact integer kobo', () => {
    expect(nairaToKobo('2800.00')).toBe(280_000);
    expect(nairaToKobo('1250.5')).toBe(125_050);
    expect(nairaToKobo(0.1)).toBe(10);
    expect(() => nairaToKobo('1.005')).toThrow(RangeError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(koboToNairaText(125_050)).toBe('1250.50');
  });

  it('adds ₦1,000 delivery up to ₦5,000 and none above', () => {
    expect(deliveryFeeKobo(500_000)).toBe(100_000);
    expect(deliveryFeeKobo(500_001)).toBe(0);
    expect(amountDueKobo([{ price: '2500.00', quantity: 2 }])).toBe(600_000);
    expect(amountDueKobo([{ price: 2500.01, quantity: 2 }])).toBe(500_002);
  });

  it('binds a Paystack reference to an order and an attempt', () => {
    const id = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
    expect(parsePaymentReference(paymentReference(id, 3))).toEqual({ orderId: id, attempt: 3 });
    expect(parsePaymentReference('T123456')).toBeNull();
    expect(parsePaymentReference(`ata-${id}-0`)).toBeNull();
  });
});
